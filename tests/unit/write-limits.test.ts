import { describe, expect, test } from 'vitest';
import { AppError } from '../../sync-api/services/app-error.ts';
import { memoryStore } from '../../sync-api/services/rate-limits.ts';
import { countWrite, WRITE_LIMITS, writeLimiters } from '../../sync-api/services/write-limits.ts';

const limiters = (points: number) =>
  writeLimiters({ ...WRITE_LIMITS, contact: { points, durationSeconds: 600 } }, memoryStore);

async function refusal(attempt: Promise<void>): Promise<AppError> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('counting a write per address and per session', () => {
  test('past the limit of either it is 429 too_many_attempts, saying what and how long', async () => {
    const counters = limiters(2);
    const sender = { ip: '203.0.113.7', sessionId: 'session-a' };
    await countWrite(counters, 'contact', sender);
    await countWrite(counters, 'contact', sender);
    const refused = await refusal(countWrite(counters, 'contact', sender));
    expect(refused).toMatchObject({ code: 'too_many_attempts', status: 429, retryAfterSeconds: 600 });
    expect(refused.message).toBe('Too many contact messages. Please try again in 10 minutes.');
  });

  test('one session over several addresses, or several sessions at one address, count as one', async () => {
    const bySession = limiters(2);
    await countWrite(bySession, 'contact', { ip: '203.0.113.1', sessionId: 'a' });
    await countWrite(bySession, 'contact', { ip: '203.0.113.2', sessionId: 'a' });
    await refusal(countWrite(bySession, 'contact', { ip: '203.0.113.3', sessionId: 'a' }));

    const byAddress = limiters(2);
    await countWrite(byAddress, 'contact', { ip: '2001:db8::1', sessionId: 'a' });
    await countWrite(byAddress, 'contact', { ip: '2001:db8::2', sessionId: 'b' });
    // Another address of the same /64 is the same household.
    await refusal(countWrite(byAddress, 'contact', { ip: '2001:db8::3', sessionId: undefined }));
  });

  test('each write has its own counts, and a request without a session counts only against its address', async () => {
    const counters = limiters(1);
    await countWrite(counters, 'contact', { ip: '203.0.113.1', sessionId: undefined });
    await countWrite(counters, 'reviews', { ip: '203.0.113.1', sessionId: undefined });
    await countWrite(counters, 'contact', { ip: '203.0.113.2', sessionId: 'a' });
  });

  test('every default lets ten people behind one address make a few of each write', () => {
    for (const [write, limit] of Object.entries(WRITE_LIMITS)) {
      expect(limit.points, write).toBeGreaterThanOrEqual(10);
      expect(limit.durationSeconds, write).toBeLessThanOrEqual(3600);
    }
    expect(WRITE_LIMITS.contact.points).toBeLessThanOrEqual(10);
  });
});
