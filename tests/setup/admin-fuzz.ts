import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import { readErrorBody } from '#shared/errors';
import type { ApiHarness } from './api-harness.ts';
import type { TestResponse } from './test-client.ts';

/**
 * Hostile input for the back office's calls: bodies and queries that their shared schema
 * refuses, made of SQL, script, unicode edge cases, wrong types and sizes. Each must be a JSON
 * 4xx that leaves every table as it was. fast-check prints the seed of any failure.
 */

const RUNS = 25;

const SQL = ["' or 1=1 --", "'; drop table staff; --", "x'); delete from audit_log; --", '%_%', '\\'];
const SCRIPT = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '{{7*7}}'];
const ODD_TEXT = ['\u202Etxt.exe', 'ta\u200Bg', '🌿🔥👩‍👩‍👧', '\uD800', 'a\u0000b', 'Ａｂｃ', '\r\n\t', '   ', ''];

export const hostileText = fc.oneof(
  fc.constantFrom(...SQL, ...SCRIPT, ...ODD_TEXT),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 257, maxLength: 1_500 }),
);

const hostileScalar = fc.oneof(
  hostileText,
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, -0, 2 ** 53 + 1),
  fc.double(),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileScalar, { maxKeys: 3 }) },
);

/** Raw request bodies that are not one JSON object. */
export const brokenJson = fc.constantFrom('{', '', 'nul', '[]', '"text"', '{"a":1}{', `${'['.repeat(5_000)}`);

/** An object whose fields are sometimes right and sometimes hostile, refused by `schema`. */
export function refusedBody(
  schema: z.ZodType,
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const eachField = Object.fromEntries(
    Object.entries(fields).map(([name, good]) => [name, fc.oneof(good, hostileValue)]),
  );
  return fc
    .tuple(fc.record(eachField, { requiredKeys: [] }), fc.dictionary(hostileText, hostileValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }))
    .filter((body) => !schema.safeParse(body).success);
}

/** A query string of these keys with hostile values, percent-encoded as a browser would. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const encode = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80';
    }
  };
  return fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom(...keys), hostileText), fc.oneof(hostileText, fc.constantFrom('%', '%zz'))),
      {
        maxLength: 4,
      },
    )
    .map((pairs) =>
      pairs
        .map(([key, value]) => `${encode(key)}=${value === '%' || value === '%zz' ? value : encode(value)}`)
        .join('&'),
    );
}

/**
 * Sends each input: the answer is JSON, one of `allowed`, never a 5xx, the shared error body
 * when it is a refusal; and the database holds exactly what it held before.
 */
export async function expectNothingChanges<T>(
  api: ApiHarness,
  arbitrary: fc.Arbitrary<T>,
  send: (input: T) => Promise<TestResponse>,
  options: { allowed?: number[]; check?: (response: TestResponse) => void } = {},
): Promise<void> {
  const before = await api.snapshot();
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      const response = await send(input);
      const where = `${JSON.stringify(input)?.slice(0, 200)} -> ${response.status} ${response.text.slice(0, 200)}`;
      expect(options.allowed ?? [400], where).toContain(response.status);
      expect(response.headers.get('content-type'), where).toMatch(/^application\/json/);
      if (response.status >= 400) expect(readErrorBody(response.body), where).not.toBeNull();
      options.check?.(response);
      expect(await api.snapshot(), where).toEqual(before);
    }),
    { numRuns: RUNS },
  );
}
