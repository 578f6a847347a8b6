import { useSyncExternalStore } from 'react';

/**
 * A tiny toast store: one toast on screen at a time, shown for 5 s by default; a
 * dismissed toast stays in the store (closed, so its exit can play) until it is removed
 * 1 000 000 ms later or pushed out by a newer one. Any module may call `toast()`; the one
 * `<Toaster />` in the root layout renders what the store holds.
 */

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;

/** A confirmation, a warning the shopper should act on, or a failure. */
export type ToastVariant = 'default' | 'notice' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's 5000 when absent. */
  duration?: number;
}

export interface ToastRecord extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: readonly ToastRecord[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastRecord[]): void {
  const kept = new Set(next.map((record) => record.id));
  for (const [id, timer] of removalTimers) {
    if (!kept.has(id)) {
      clearTimeout(timer);
      removalTimers.delete(id);
    }
  }
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((record) => record.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((record) => record.open && (id === undefined || record.id === id));
  if (closing.length === 0) return;
  publish(toasts.map((record) => (closing.includes(record) ? { ...record, open: false } : record)));
  for (const record of closing) scheduleRemoval(record.id);
}

/** Shows a toast, replacing the one on screen (TOAST_LIMIT is 1). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(nextId++);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
