import type { Database } from '../../sync-api/db/database.ts';
import { seedCatalogue } from '../../sync-api/db/seeds/catalogue.ts';
import {
  seedStateDelivery,
  seedStateRules,
  seedStateTaxes,
  seedStateTenders,
} from '../../sync-api/db/seeds/state-rules.ts';
import type { CatalogueVersion } from '../../sync-api/shared-answers/catalogue-version.ts';

/** Every table the app writes, emptied before each test so each starts from the seeded catalogue. */
export const STORE_TABLES = [
  'cart_refusals',
  'cart_clients',
  'cart_lines',
  'carts',
  'age_verifications',
  'products',
  'size_options',
  'size_multipliers',
  'size_contents',
  'state_rules',
  'reviews',
  'contact_replies',
  'contact_messages',
  'order_followers',
  'orders',
  'checkouts',
  'payment_events',
  'test_payment_intents',
  'test_payment_refunds',
  'test_bank_refunds',
  'test_bank_payments',
  'test_bank_accounts',
  'refunds',
  'order_events',
  'stock_levels',
  'store_settings',
  'audit_log',
  'staff_sign_in_attempts',
  'staff_sessions',
  'staff',
  'emails',
  'caught_emails',
  'webauthn_challenges',
  'sign_in_codes',
  'shopper_sessions',
  'shopper_passkeys',
  'shopper_accounts',
];

/**
 * Brings the store back to a new one's state: nothing but the seeded catalogue and state rules.
 * The app then learns the catalogue's new version at once rather than whenever the notification
 * arrives, so a test's first answer is never kept under the version before.
 */
export async function resetStore(db: Database, catalogue: CatalogueVersion): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw(`truncate ${STORE_TABLES.join(', ')} cascade`);
    await seedCatalogue(trx);
    await seedStateRules(trx);
    await seedStateDelivery(trx);
    await seedStateTenders(trx);
    await seedStateTaxes(trx);
  });
  await catalogue.refresh();
}
