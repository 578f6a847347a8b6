import type { StaffMember } from '#shared/schemas/admin/staff';
import type { Logger } from './logger.ts';
import type { SharePolicy } from './shared-answers/share-answers.ts';

/** What middleware leaves on `ctx.state` for the handlers after it. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** The anonymous session id, once the session middleware has read or made one. */
  sessionId?: string;
  /** The session the cart, checkouts and orders are filed under: the signed-in account's, else `sessionId`. */
  cartSessionId?: string;
  /** The signed-in staff member, on back-office requests once `requireStaff` has checked. */
  staff?: StaffMember;
  /** The signed-in shopper's account, on requests `requireAccount` checked. */
  accountId?: string;
  /** The body size this request may have, for the 413 message. */
  bodyLimitBytes?: number;
  /** Set by a handler whose answer every shopper shares: it is kept in memory and tagged (shared-answers). */
  shareAs?: SharePolicy;
  /** Set when the answer was one kept in memory (or a 304 for it): its log line is a debug one. */
  answeredFromMemory?: boolean;
}
