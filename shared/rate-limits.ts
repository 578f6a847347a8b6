/**
 * How the store says "too many, wait": the server's 429 messages and the app's, when it has only
 * the Retry-After header, are made here so that both say the same thing.
 */

/** A wait as the shopper reads it: "1 second", "30 seconds", "1 minute", "14 minutes", "2 hours". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return whole === 1 ? '1 second' : `${whole} seconds`;
  }
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** A Retry-After header's whole seconds, or null when it holds no usable wait. */
export function retryAfterSeconds(retryAfter: string | null): number | null {
  const seconds = retryAfter === null || retryAfter.trim() === '' ? Number.NaN : Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** "Too many contact messages. Please try again in 2 minutes." */
export function tooManyMessage(what: string, seconds: number | null): string {
  const when = seconds === null ? 'in a while' : `in ${waitInWords(seconds)}`;
  return `Too many ${what}. Please try again ${when}.`;
}
