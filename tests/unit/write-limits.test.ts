import { describe, expect, test } from 'vitest';
import { AppError } from '../../sync-api/app-error.ts';
import { memoryStore } from '../../sync-api/limits/rate-limits.ts';
import { countWrite, SESSION_DOOR, WRITE_LIMITS, writeLimiters } from '../../sync-api/limits/write-limits.ts';

const window = (points: number) => ({ points, durationSeconds: 600 });

const limiters = (perSession: number, perAddress = 1000) =>
  writeLimiters(
    {
      ...WRITE_LIMITS,
      contact: { perSession: window(perSession), perAddress: window(perAddress) },
      [SESSION_DOOR]: { perSession: window(perSession), perAddress: window(perAddress) },
    },
    memoryStore,
  );

async function refusal(attempt: Promise<void>): Promise<AppError> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('counting a write per session, and per address for floods', () => {
  test('past a limit it is 429 too_many_attempts, saying what and how long', async () => {
    const counters = limiters(2);
    const sender = { ip: '203.0.113.7', sessionId: 'session-a' };
    await countWrite(counters, 'contact', sender);
    await countWrite(counters, 'contact', sender);
    const refused = await refusal(countWrite(counters, 'contact', sender));
    expect(refused).toMatchObject({ code: 'too_many_attempts', status: 429, retryAfterSeconds: 600 });
    expect(refused.message).toBe('Too many contact messages. Please try again in 10 minutes.');
  });

  test('one session over several addresses counts as one', async () => {
    const counters = limiters(2);
    await countWrite(counters, 'contact', { ip: '203.0.113.1', sessionId: 'a' });
    await countWrite(counters, 'contact', { ip: '203.0.113.2', sessionId: 'a' });
    await refusal(countWrite(counters, 'contact', { ip: '203.0.113.3', sessionId: 'a' }));
  });

  test('sessions at one address each have their own allowance, up to the flood limit they share', async () => {
    const counters = limiters(2, 5);
    for (const sessionId of ['a', 'a', 'b', 'b', 'c']) {
      await countWrite(counters, 'contact', { ip: '2001:db8::1', sessionId });
    }
    // Another address of the same /64 is the same household, or the same carrier's customers.
    await refusal(countWrite(counters, 'contact', { ip: '2001:db8::2', sessionId: 'd' }));
    await countWrite(counters, 'contact', { ip: '2001:db9::1', sessionId: 'd' });
  });

  test("a session refused by its own limit spends none of its address's", async () => {
    const counters = limiters(1, 2);
    await countWrite(counters, 'contact', { ip: '203.0.113.1', sessionId: 'greedy' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await refusal(countWrite(counters, 'contact', { ip: '203.0.113.1', sessionId: 'greedy' }));
    }
    await countWrite(counters, 'contact', { ip: '203.0.113.1', sessionId: 'other' });
  });

  test("writes without a session are one client per address, with one session's allowance", async () => {
    const counters = limiters(2);
    await countWrite(counters, 'contact', { ip: '203.0.113.1', sessionId: undefined });
    await countWrite(counters, 'contact', { ip: '203.0.113.1', sessionId: undefined });
    await refusal(countWrite(counters, 'contact', { ip: '203.0.113.1', sessionId: undefined }));
    // Neither the sessions behind that address nor another write are held back by it.
    await countWrite(counters, 'contact', { ip: '203.0.113.1', sessionId: 'a' });
    await countWrite(counters, 'reviews', { ip: '203.0.113.1', sessionId: undefined });
  });

  test('the age check, which new sessions come through, is bounded without a session only by the flood limit', async () => {
    const counters = limiters(2, 4);
    for (let visitor = 0; visitor < 4; visitor += 1) {
      await countWrite(counters, SESSION_DOOR, { ip: '203.0.113.1', sessionId: undefined });
    }
    await refusal(countWrite(counters, SESSION_DOOR, { ip: '203.0.113.1', sessionId: undefined }));
  });

  test("every default lets a thousand sessions behind one address make a round, and caps one session's messages", () => {
    const round = { ageVerification: 1, cartSync: 2, cartWrites: 3, paymentIntents: 3, orderLookup: 1 };
    for (const [write, count] of Object.entries(round)) {
      const limit = WRITE_LIMITS[write as keyof typeof round];
      expect(limit.perAddress.points, write).toBeGreaterThanOrEqual(1000 * count);
      expect(limit.perAddress.durationSeconds, write).toBeLessThanOrEqual(3600);
    }
    for (const [write, limit] of Object.entries(WRITE_LIMITS)) {
      expect(limit.perSession.points, write).toBeGreaterThanOrEqual(10);
      expect(limit.perAddress.points, write).toBeGreaterThan(limit.perSession.points);
    }
    expect(WRITE_LIMITS.contact.perSession.points).toBeLessThanOrEqual(10);
  });
});
