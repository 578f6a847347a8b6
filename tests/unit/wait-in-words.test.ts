import { describe, expect, test } from 'vitest';
import { retryAfterSeconds, tooManyMessage, waitInWords } from '#shared/rate-limits';

describe('how a 429 says how long to wait', () => {
  test('seconds, minutes and hours, rounded up', () => {
    expect(waitInWords(0.2)).toBe('1 second');
    expect(waitInWords(30)).toBe('30 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(840)).toBe('14 minutes');
    expect(waitInWords(7140)).toBe('119 minutes');
    expect(waitInWords(7200)).toBe('2 hours');
  });

  test('a Retry-After header of whole seconds is read; anything else is no wait', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    for (const unusable of [null, '', ' ', 'soon', '0', '-5']) expect(retryAfterSeconds(unusable)).toBeNull();
  });

  test('the message names what was sent too often and when to try again', () => {
    expect(tooManyMessage('contact messages', 120)).toBe('Too many contact messages. Please try again in 2 minutes.');
    expect(tooManyMessage('order lookups', null)).toBe('Too many order lookups. Please try again in a while.');
  });
});
