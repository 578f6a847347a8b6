import { useNow } from '../../lib/use-now.ts';
import type { SyncState } from './use-cart.ts';

function changes(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

/** What the shopper reads about the cart's sync, one sentence per state. */
export function syncStatusText(state: SyncState): string {
  switch (state.kind) {
    case 'loading':
      return 'Checking your cart…';
    case 'synced':
      return 'All changes saved';
    case 'pending':
      return `${changes(state.pending)} waiting to sync`;
    case 'offline':
      return state.pending > 0
        ? `Offline — ${changes(state.pending)} saved on this device`
        : 'Offline — your cart is saved on this device';
    case 'error':
      return `Sync problem: ${state.message}`;
  }
}

/** When the next try is, from `now`: the engine tries by itself at most 15 s apart while changes wait. */
export function nextTryText(nextTryAt: number, now: number): string {
  const seconds = Math.ceil((nextTryAt - now) / 1000);
  return seconds > 0 ? `Next try in ${seconds} s.` : 'Trying again now…';
}

function NextTry({ at }: { at: number }) {
  const now = useNow(1000);
  return <p className="mt-0.5 pl-4 leading-snug">{nextTryText(at, now.getTime())}</p>;
}

const DOT_CLASSES: Record<SyncState['kind'], string> = {
  loading: 'bg-ink/30',
  synced: 'bg-forest-600',
  pending: 'bg-amber-500 motion-safe:animate-pulse',
  offline: 'bg-slate-400',
  error: 'bg-red-600',
};

/**
 * The cart's sync state in the drawer's footer. `data-sync-state` carries the kind
 * (loading, synced, pending, offline, error) for developers and tests. When the next try is
 * shows beneath it, outside the live region, so a screen reader is not read a countdown.
 */
export function SyncStatus({ state }: { state: SyncState }) {
  const text = syncStatusText(state);
  const nextTryAt = 'nextTryAt' in state ? state.nextTryAt : null;
  return (
    <div className={`min-w-0 text-xs ${state.kind === 'error' ? 'text-red-800' : 'text-ink/65'}`}>
      <p role="status" data-sync-state={state.kind} className="flex items-center gap-2">
        <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${DOT_CLASSES[state.kind]}`} />
        <span className="min-w-0 leading-snug">{text}</span>
      </p>
      {nextTryAt !== null && <NextTry at={nextTryAt} />}
    </div>
  );
}
