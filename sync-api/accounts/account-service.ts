import type { z } from 'zod';
import type {
  Account,
  AccountOrders,
  CartMergeOutcome,
  codeSignInRequestSchema,
  PasskeyCeremony,
} from '#shared/schemas/account';
import type { CartSettings } from '../cart/cart-facts-store.ts';
import { mergeDeviceCart } from '../cart/cart-merge.ts';
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
  /** What bringing the device's cart to the account's did, for the shopper to be told. */
  cartMerge: CartMergeOutcome;
}

/** The device signing in: its session, whose cart comes to the account, and what it knows of the sign-in. */
export interface SigningInDevice {
  sessionId: string;
  /** The state the device's cart keeps to (null: none chosen). */
  cartState: string | null;
  /** Whether this device's browser confirmed the shopper's age. */
  ageConfirmedHere: boolean;
  carts: CartSettings;
  now: Date;
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

/**
 * The sign-in's session, the account's memory of the age confirmation, and the device's cart
 * brought to the account's (cart-merge.ts), in one transaction: a device is never signed in
 * with its cart left behind, nor its cart moved without it being signed in.
 */
async function signedIn(
  db: Database,
  account: AccountRow,
  how: SignedInWith,
  created: boolean,
  device: SigningInDevice,
): Promise<SignedIn> {
  const { token, cartMerge } = await db.transaction(async (trx) => {
    const started = await startShopperSession(trx, account.id, how);
    // The device's confirmation counts for the account from now on, on every device.
    if (device.ageConfirmedHere) await rememberAgeConfirmed(trx, account.id, device.now);
    const merge = await mergeDeviceCart(trx, device.carts, {
      deviceSessionId: device.sessionId,
      accountSessionId: account.cart_session_id,
      chosenState: device.cartState,
    });
    return { token: started, cartMerge: merge };
  });
  return {
    account: await accountView(db, account),
    token,
    created,
    ageConfirmed: device.ageConfirmedHere || account.age_confirmed_at !== null,
    cartMerge,
  };
}

/** Signs in with a code; a wrong one is counted (and committed) before it is refused. */
export async function signInWithCode(
  db: Database,
  request: z.output<typeof codeSignInRequestSchema>,
  device: SigningInDevice,
): Promise<SignedIn> {
  const outcome = await db.transaction(async (trx) => {
    const refusal = await spendSignInCode(trx, request.email, request.code, device.now);
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
  return signedIn(db, outcome.account, 'code', outcome.created, device);
}

export async function passkeySignInCeremony(db: Database, party: RelyingParty, now: Date): Promise<PasskeyCeremony> {
  return signInCeremony(db, party, now);
}

export async function signInWithPasskey(
  db: Database,
  party: RelyingParty,
  answer: { challengeId: string; response: { id: string } },
  device: SigningInDevice,
): Promise<SignedIn> {
  const accountId = await checkPasskeySignIn(db, party, answer, device.now);
  const account = await findAccount(db, accountId);
  if (!account) throw new Error(`A passkey named account ${accountId}, which is gone`);
  return signedIn(db, account, 'passkey', false, device);
}

/**
 * The account's orders, from every device it was placed on: those placed with its email or from
 * its cart (decision 033), newest first.
 */
export const ACCOUNT_ORDERS_SHOWN = 50;

export async function accountOrders(db: Database, account: AccountRow): Promise<AccountOrders> {
  const rows = await db('orders')
    .where({ shopper_email: account.email })
    .orWhere({ session_id: account.cart_session_id })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(ACCOUNT_ORDERS_SHOWN);
  const orders = await Promise.all(rows.map((row) => publicOrderOf(db, row)));
  return { orders: orders.filter((order) => order !== null) };
}
