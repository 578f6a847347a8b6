import type { Knex } from 'knex';
import { expect } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import { STORE_NAME } from '#shared/content/business';
import type { TestClient, TestResponse } from './test-client.ts';

/** Signing a shopper's device in with a code from the outbox, as the sign-in page does. */

export const askForCode = (client: TestClient, email: string) =>
  client.post(API_PATHS.accountCodes, { json: { email } });

/** The sign-in codes the outbox holds for `email`, oldest first, as the emails show them. */
export async function codesSentTo(db: Knex, email: string): Promise<string[]> {
  const emails: { subject: string; text_body: string }[] = await db('emails')
    .where({ kind: 'sign_in_code', to_address: email })
    .orderBy('created_at')
    .select('subject', 'text_body');
  return emails.map(({ subject, text_body }) => {
    const code = new RegExp(`^(\\d{6}) is your ${STORE_NAME} sign-in code$`).exec(subject)?.[1];
    if (!code) throw new Error(`A sign-in email without its code: ${subject}`);
    expect(text_body).toContain(code);
    return code;
  });
}

/** Asks for a code for `email` on `client` and answers it, read from the outbox. */
export async function newCode(db: Knex, client: TestClient, email: string): Promise<string> {
  const asked = await askForCode(client, email);
  expect(asked.status, asked.text).toBe(202);
  const code = (await codesSentTo(db, email)).at(-1);
  if (!code) throw new Error(`No sign-in code was sent to ${email}`);
  return code;
}

/** Signs `client` in with a fresh code (and `extra` fields of the request); answers the sign-in. */
export async function signInWithNewCode(
  db: Knex,
  client: TestClient,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<TestResponse> {
  const code = await newCode(db, client, email);
  const signed = await client.post(API_PATHS.accountSession, { json: { email, code, ...extra } });
  expect([200, 201], signed.text).toContain(signed.status);
  return signed;
}
