import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  normalizeOrderNumber,
  ORDER_LOOKUP_EMAIL_MESSAGE,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_FORMAT_MESSAGE,
  ORDER_NUMBER_LENGTH,
  orderLookupRequestSchema,
} from '#shared/schemas/order-lookup';

describe('an order number typed by hand', () => {
  test('is read however it is cased, spaced or prefixed', () => {
    for (const typed of ['VD-7KQ2M9XH4P', 'vd-7kq2m9xh4p', ' VD 7KQ2 M9XH 4P ', '7KQ2M9XH4P', 'vd7kq2m9xh4p']) {
      expect(normalizeOrderNumber(typed), typed).toBe('VD-7KQ2M9XH4P');
    }
  });

  test('with a character the store never uses, or the wrong length, is not a number', () => {
    for (const typed of [
      '',
      'VD-',
      'VD-7KQ2M9XH4',
      'VD-7KQ2M9XH4PP',
      'VD-0KQ2M9XH4P',
      'VD-IKQ2M9XH4P',
      'AB-7KQ2M9XH4P',
    ]) {
      expect(normalizeOrderNumber(typed), typed).toBeNull();
    }
  });

  test('every number the store can make reads back as itself', () => {
    const body = fc.string({
      unit: fc.constantFrom(...ORDER_NUMBER_ALPHABET),
      minLength: ORDER_NUMBER_LENGTH,
      maxLength: ORDER_NUMBER_LENGTH,
    });
    fc.assert(fc.property(body, (chars) => normalizeOrderNumber(`VD-${chars}`) === `VD-${chars}`));
  });
});

describe('a lookup request', () => {
  test('carries the number as the store writes it and the email trimmed', () => {
    expect(orderLookupRequestSchema.parse({ number: 'vd 7kq2m9xh4p', email: ' ada@example.com ' })).toEqual({
      number: 'VD-7KQ2M9XH4P',
      email: 'ada@example.com',
    });
  });

  test('says what is wrong with a malformed number or email', () => {
    const result = orderLookupRequestSchema.safeParse({ number: 'ORDER 12', email: 'ada@' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['number', ORDER_NUMBER_FORMAT_MESSAGE],
      ['email', ORDER_LOOKUP_EMAIL_MESSAGE],
    ]);
  });
});
