import type { Logger } from './logger.ts';

/** What middleware leaves on `ctx.state` for the handlers after it. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** The anonymous session id, once the session middleware has read or made one. */
  sessionId?: string;
  /** The body size this request may have, for the 413 message. */
  bodyLimitBytes?: number;
}
