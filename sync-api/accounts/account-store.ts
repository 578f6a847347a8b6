import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Account } from '#shared/schemas/account';
import type { DeliveryDetails } from '#shared/schemas/checkout';

type Queryable = Knex | Knex.Transaction;

export interface AccountRow {
  id: string;
  email: string;
  display_name: string | null;
  webauthn_user_id: Buffer;
  age_confirmed_at: Date | null;
  /** The session the account's cart, checkouts and orders are filed under, on every device (decision 033). */
  cart_session_id: string;
  created_at: Date;
}

export async function findAccount(db: Queryable, id: string): Promise<AccountRow | null> {
  return (await db<AccountRow>('shopper_accounts').where({ id }).first()) ?? null;
}

export async function findAccountByWebauthnUser(db: Queryable, userId: Buffer): Promise<AccountRow | null> {
  return (await db<AccountRow>('shopper_accounts').where({ webauthn_user_id: userId }).first()) ?? null;
}

/**
 * The account of `email`, made when it has none: proving an email with a code is how an account
 * starts. Two first sign-ins at once make one account (the unique email decides).
 */
export async function accountOfEmail(
  trx: Knex.Transaction,
  email: string,
  displayName: string | undefined,
): Promise<{ account: AccountRow; created: boolean }> {
  const inserted = await trx<AccountRow>('shopper_accounts')
    .insert({
      id: randomUUID(),
      email,
      display_name: displayName ?? null,
      webauthn_user_id: randomBytes(32),
      cart_session_id: randomUUID(),
    })
    .onConflict('email')
    .ignore()
    .returning('*');
  if (inserted[0]) return { account: inserted[0], created: true };
  const account = await trx<AccountRow>('shopper_accounts').where({ email }).first();
  if (!account) throw new Error(`The account of ${email} vanished while signing in`);
  return { account, created: false };
}

export async function renameAccount(db: Queryable, id: string, displayName: string): Promise<void> {
  await db('shopper_accounts').where({ id }).update({ display_name: displayName });
}

/** The first age confirmation is remembered; a later one changes nothing. */
export async function rememberAgeConfirmed(db: Queryable, id: string, at: Date): Promise<void> {
  await db('shopper_accounts').where({ id }).whereNull('age_confirmed_at').update({ age_confirmed_at: at });
}

export async function accountView(db: Queryable, row: AccountRow): Promise<Account> {
  const passkeys: { id: string; created_at: Date; last_used_at: Date | null; device_type: string }[] = await db(
    'shopper_passkeys',
  )
    .where({ account_id: row.id })
    .orderBy('created_at')
    .select('id', 'created_at', 'last_used_at', 'device_type');
  const last: { delivery: DeliveryDetails } | undefined = await db('orders')
    .where({ shopper_email: row.email })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('delivery');
  const lastDelivery = last ? (({ dateOfBirth: _never, ...kept }) => kept)(last.delivery) : null;
  return {
    email: row.email,
    displayName: row.display_name,
    createdAt: row.created_at.toISOString(),
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      createdAt: passkey.created_at.toISOString(),
      lastUsedAt: passkey.last_used_at?.toISOString() ?? null,
      synced: passkey.device_type === 'multiDevice',
    })),
    lastDelivery,
  };
}
