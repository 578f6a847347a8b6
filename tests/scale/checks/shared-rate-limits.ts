import { randomBytes, randomUUID } from 'node:crypto';
import { API_PATHS } from '#shared/api-paths';
import { type CheckOutcome, failed, passed, type ScaleStore } from '../scale-check.ts';
import { expectOk, ScaleClient } from '../scale-client.ts';
import { purchasableLines } from '../shoppers.ts';

/**
 * Check 3: a limit counts a client's attempts on every process together. One client (one
 * session, one address) sends contact messages to A and B in turn; the processes run with
 * RATE_LIMIT_CONTACT=5/600 and share the counts in Redis, so only the first five get through
 * wherever they land. With TRUST_PROXY the address is the one X-Forwarded-For names.
 */

export const CONTACT_LIMIT = { points: 5, seconds: 600 };
const MESSAGES = 12;
const CLIENT_ADDRESS = '203.0.113.77';

export async function rateLimitsCountAcrossProcesses(store: ScaleStore): Promise<CheckOutcome> {
  const client = new ScaleClient(store.a.url);
  const headers = { 'x-forwarded-for': CLIENT_ADDRESS };
  const email = `limits-${randomBytes(4).toString('hex')}@scale.test`;
  // A cart write starts the session that the messages then carry.
  const [line] = await purchasableLines(store.a.url, 1);
  expectOk(await client.post(API_PATHS.ageVerification, { headers }), 'age verification');
  expectOk(await client.post(API_PATHS.cart, { headers, json: { ...line, quantity: 1 } }), 'add to cart');

  const statuses: number[] = [];
  let retryAfterMissing = 0;
  for (let index = 0; index < MESSAGES; index++) {
    const to = index % 2 === 0 ? store.a.url : store.b.url;
    const answer = await client.post(API_PATHS.contact, {
      to,
      headers,
      json: {
        submissionId: randomUUID(),
        name: 'Limit Tester',
        email,
        subject: 'other',
        message: `Message ${index + 1}`,
      },
    });
    statuses.push(answer.status);
    if (answer.status === 429 && !answer.headers['retry-after']) retryAfterMissing++;
  }
  const accepted = statuses.filter((status) => status === 201).length;
  const refused = statuses.filter((status) => status === 429).length;
  const { rows } = await store.database.pool.query<{ count: string }>(
    'select count(*) from contact_messages where email = $1',
    [email],
  );
  const storedCount = Number(rows[0]?.count ?? 0);
  const expectedRefused = MESSAGES - CONTACT_LIMIT.points;
  const figures = `${MESSAGES} contact messages from one client alternately to A and B (limit ${CONTACT_LIMIT.points}/${CONTACT_LIMIT.seconds} s): ${accepted} accepted, ${refused} answered 429 (${refused - retryAfterMissing} with Retry-After), ${storedCount} stored`;
  const ok =
    accepted === CONTACT_LIMIT.points &&
    refused === expectedRefused &&
    retryAfterMissing === 0 &&
    storedCount === CONTACT_LIMIT.points;
  return ok
    ? passed(figures)
    : failed(`${figures}; expected ${CONTACT_LIMIT.points} accepted and stored, ${expectedRefused} refused`);
}
