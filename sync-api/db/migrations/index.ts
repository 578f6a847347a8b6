import type { Knex } from 'knex';
import * as catalogue from './001-catalogue.ts';
import * as ageVerification from './002-age-verification.ts';
import * as carts from './003-carts.ts';
import * as cartSync from './004-cart-sync.ts';
import * as reviewsAndMessages from './005-reviews-and-messages.ts';
import * as checkoutAndOrders from './006-checkout-and-orders.ts';
import * as backOffice from './007-back-office.ts';
import * as orderStock from './008-order-stock.ts';
import * as catalogueEditsAndReviewRatings from './009-catalogue-edits-and-review-ratings.ts';
import * as signInAttempts from './010-sign-in-attempts.ts';
import * as orderFollowers from './011-order-followers.ts';
import * as catalogueVersion from './012-catalogue-version.ts';
import * as stateRules from './013-state-rules.ts';
import * as hempLawCopy from './014-hemp-law-copy.ts';
import * as shopperIdentity from './015-shopper-identity.ts';
import * as thcPerGummy from './016-thc-per-gummy.ts';
import * as shortStateReasons from './017-short-state-reasons.ts';
import * as stateDelivery from './018-state-delivery.ts';
import * as stateTenders from './019-state-tenders.ts';
import * as handoff from './020-handoff.ts';
import * as payByBank from './021-pay-by-bank.ts';
import * as cardCapture from './022-card-capture.ts';
import * as stateTaxes from './023-state-taxes.ts';
import * as refundAmounts from './024-refund-amounts.ts';
import * as emailOutbox from './025-email-outbox.ts';
import * as contactReplies from './026-contact-replies.ts';
import * as shopperAccounts from './027-shopper-accounts.ts';
import * as accountCarts from './028-account-carts.ts';
import * as orderTrackingNumbers from './029-order-tracking-numbers.ts';
import * as subscribeAndSaveWithdrawn from './030-subscribe-and-save-withdrawn.ts';
import * as emailContentsKept from './031-email-contents-kept.ts';

interface Migration {
  name: string;
  up: (knex: Knex) => Promise<void>;
  down: (knex: Knex) => Promise<void>;
}

/**
 * Migrations are imported rather than read from disk, so the server, the tests and the
 * command line run the same list in the same order however the code is loaded.
 */
const migrations: Migration[] = [
  { name: '001-catalogue', ...catalogue },
  { name: '002-age-verification', ...ageVerification },
  { name: '003-carts', ...carts },
  { name: '004-cart-sync', ...cartSync },
  { name: '005-reviews-and-messages', ...reviewsAndMessages },
  { name: '006-checkout-and-orders', ...checkoutAndOrders },
  { name: '007-back-office', ...backOffice },
  { name: '008-order-stock', ...orderStock },
  { name: '009-catalogue-edits-and-review-ratings', ...catalogueEditsAndReviewRatings },
  { name: '010-sign-in-attempts', ...signInAttempts },
  { name: '011-order-followers', ...orderFollowers },
  { name: '012-catalogue-version', ...catalogueVersion },
  { name: '013-state-rules', ...stateRules },
  { name: '014-hemp-law-copy', ...hempLawCopy },
  { name: '015-shopper-identity', ...shopperIdentity },
  { name: '016-thc-per-gummy', ...thcPerGummy },
  { name: '017-short-state-reasons', ...shortStateReasons },
  { name: '018-state-delivery', ...stateDelivery },
  { name: '019-state-tenders', ...stateTenders },
  { name: '020-handoff', ...handoff },
  { name: '021-pay-by-bank', ...payByBank },
  { name: '022-card-capture', ...cardCapture },
  { name: '023-state-taxes', ...stateTaxes },
  { name: '024-refund-amounts', ...refundAmounts },
  { name: '025-email-outbox', ...emailOutbox },
  { name: '026-contact-replies', ...contactReplies },
  { name: '027-shopper-accounts', ...shopperAccounts },
  { name: '028-account-carts', ...accountCarts },
  { name: '029-order-tracking-numbers', ...orderTrackingNumbers },
  { name: '030-subscribe-and-save-withdrawn', ...subscribeAndSaveWithdrawn },
  { name: '031-email-contents-kept', ...emailContentsKept },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};
