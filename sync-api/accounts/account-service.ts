import type { Account, AccountOrders, PasskeyCeremony } from '#shared/schemas/account';
import { codeSignInRequestSchema } from '#shared/schemas/account';
import type { Database } from '../db/database.ts';
import { enqueueEmail } from '../mail/outbox-store.ts';
import { publicOrderOf } from '../orders/checkout-store.ts';
import { type SignedInWith, startShopperSession } from './account-sessions.ts';
import {
  type AccountRow,
  accountOfEmail,
  accountView,
  findAccount,
  rememberAgeConfirmed,
  renameAccount,
} from './account-store.ts';
import { checkPasskeySignIn, type RelyingParty, signInCeremony } from './passkeys.ts';
import { signInCodeEmail } from './sign-in-code-email.ts';
import { issueSignInCode, spendSignInCode } from './sign-in-codes.ts';

/**
 * Signing shoppers in (decision 031): a code by email, which also makes the account the first
 * time, or a passkey. Each sign-in starts a session row; the route sets its cookie.
 */

export interface SignedIn {
  account: Account;
  /** The session's token, for the cookie. */
  token: string;
  /** Whether this sign-in made the account. */
  created: boolean;
  /** Whether the account has confirmed its age before, on any device. */
  ageConfirmed: boolean;
}

/**
 * Sends a sign-in code to `email`, through the outbox in the transaction that makes the code.
 * Whether an account has the email is not told: every email may ask, and proving it is how an
 * account starts.
 */
export async function sendSignInCode(db: Database, email: string, now: Date): Promise<void> {
  await db.transaction(async (trx) => {
    const code = await issueSignInCode(trx, email, now);
    await enqueueEmail(trx, {
      ...signInCodeEmail(code),
      kind: 'sign_in_code',
      dedupeKey: `sign-in-code:${email}:${now.getTime()}:${code}`,
      to: email,
    });
  });
}

async function signedIn(
  db: Database,
  account: AccountRow,
  how: SignedInWith,
  created: boolean,
  ageConfirmedHere: boolean,
  now: Date,
): Promise<SignedIn> {
  const token = await startShopperSession(db, account.id, how);
  // The device's confirmation counts for the account from now on, on every device.
  if (ageConfirmedHere) await rememberAgeConfirmed(db, account.id, now);
  return {
    account: await accountView(db, account),
    token,
    created,
    ageConfirmed: ageConfirmedHere || account.age_confirmed_at !== null,
  };
}

/** Signs in with a code; a wrong one is counted (and committed) before it is refused. */
export async function signInWithCode(
  db: Database,
  body: unknown,
  context: { ageConfirmedHere: boolean; now: Date },
): Promise<SignedIn> {
  const request = codeSignInRequestSchema.parse(body);
  const outcome = await db.transaction(async (trx) => {
    const refusal = await spendSignInCode(trx, request.email, request.code, context.now);
    if (refusal) return { refusal } as const;
    const { account, created } = await accountOfEmail(trx, request.email, request.displayName);
    // The name typed on the sign-in page is the one the shopper wants to be greeted by.
    if (!created && request.displayName && request.displayName !== account.display_name) {
      await renameAccount(trx, account.id, request.displayName);
      return { account: { ...account, display_name: request.displayName }, created } as const;
    }
    return { account, created } as const;
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return signedIn(db, outcome.account, 'code', outcome.created, context.ageConfirmedHere, context.now);
}

export async function passkeySignInCeremony(db: Database, party: RelyingParty, now: Date): Promise<PasskeyCeremony> {
  return signInCeremony(db, party, now);
}

export async function signInWithPasskey(
  db: Database,
  party: RelyingParty,
  answer: { challengeId: string; response: { id: string } },
  context: { ageConfirmedHere: boolean; now: Date },
): Promise<SignedIn> {
  const accountId = await checkPasskeySignIn(db, party, answer, context.now);
  const account = await findAccount(db, accountId);
  if (!account) throw new Error(`A passkey named account ${accountId}, which is gone`);
  return signedIn(db, account, 'passkey', false, context.ageConfirmedHere, context.now);
}

/** The account's orders, from every device it was placed on: those placed with its email, newest first. */
export const ACCOUNT_ORDERS_SHOWN = 50;

export async function accountOrders(db: Database, account: AccountRow): Promise<AccountOrders> {
  const rows = await db('orders')
    .where({ shopper_email: account.email })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(ACCOUNT_ORDERS_SHOWN);
  const orders = await Promise.all(rows.map((row) => publicOrderOf(db, row)));
  return { orders: orders.filter((order) => order !== null) };
}
