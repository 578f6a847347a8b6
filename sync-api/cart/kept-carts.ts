import type { CartSnapshot } from './unlocked-push.ts';

/**
 * The carts this process last read or wrote, by session (decision 023): a phone pushes one
 * change after another, and a push whose cart the process still holds decides on that copy and
 * skips the read. The copy is never trusted to be current: the write's guard (the cart's version
 * and the client's last id, which every writer moves) turns a copy another process or a REST
 * call has overtaken into a lost race, and a lost race forgets the copy and reads.
 */
export interface KeptCart {
  /** The age confirmation the push's cookie named, and when it expires: checked at every push. */
  ageConfirmationId: string;
  ageConfirmedUntil: Date | string;
  /** The client the snapshot's `client` describes. */
  clientId: string;
  snapshot: CartSnapshot;
}

/** Enough for every cart a process serves in a busy hour; the least recently used go first. */
export const KEPT_CARTS_MAX = 10_000;

export class KeptCarts {
  private readonly bySession = new Map<string, KeptCart>();

  constructor(private readonly max = KEPT_CARTS_MAX) {}

  /** The copy kept for `sessionId`, made the most recently used. */
  take(sessionId: string): KeptCart | undefined {
    const kept = this.bySession.get(sessionId);
    if (!kept) return undefined;
    this.bySession.delete(sessionId);
    this.bySession.set(sessionId, kept);
    return kept;
  }

  keep(sessionId: string, kept: KeptCart): void {
    this.bySession.delete(sessionId);
    this.bySession.set(sessionId, kept);
    if (this.bySession.size > this.max) {
      const oldest = this.bySession.keys().next();
      if (!oldest.done) this.bySession.delete(oldest.value);
    }
  }

  forget(sessionId: string): void {
    this.bySession.delete(sessionId);
  }
}
