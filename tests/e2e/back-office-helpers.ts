import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import {
  API_PATHS,
  adminHandOverApiPath,
  adminOrderStatusApiPath,
  adminReviewDecisionApiPath,
  adminStateRuleApiPath,
  testGatewayStepApiPath,
} from '#shared/api-paths';
import type { StaffRole } from '#shared/back-office/permissions';
import { TEST_BANK_ROUTING_NUMBER } from '#shared/payments/bank-accounts';
import type { TenderId } from '#shared/payments/tenders';
import { TEST_CARDS } from '#shared/payments/test-cards';
import { adminReviewListSchema } from '#shared/schemas/admin/moderation';
import { STATE_RULE_EDIT_FIELDS } from '#shared/schemas/admin/state-rules';
import { bankCheckoutSchema, cardPaymentIntentSchema, orderSchema } from '#shared/schemas/checkout';
import { stateRuleSchema } from '#shared/schemas/state-rules';
import type { Database } from '../../sync-api/db/database.ts';
import { enqueueEmail, type NewEmail } from '../../sync-api/mail/outbox-store.ts';
import { MAX_EMAIL_ATTEMPTS } from '../../sync-api/mail/retry-schedule.ts';
import { DELIVERY } from '../fixtures/delivery.ts';

/**
 * What the back office's journeys need: accounts to sign in with (made by `npm run staff`
 * before the server starts, see global-setup.ts), and shoppers' orders, reviews and messages
 * made through the shop's own API, as a shopper's browser would.
 */

export const STAFF_PASSWORD = 'a long back-office passphrase 7';
export const STAFF_ACCOUNTS: Record<StaffRole, string> = {
  owner: 'owner@verdant.test',
  staff: 'packer@verdant.test',
  driver: 'driver@verdant.test',
};

/** The screen each role lands on once signed in: the first it may use. */
const FIRST_SCREEN_HEADINGS: Record<StaffRole, string> = { owner: 'Overview', staff: 'Orders', driver: 'Deliveries' };

/** Signs in at /admin with the account of `role`, and waits for the screen it lands on. */
export async function signInToBackOffice(page: Page, role: StaffRole): Promise<void> {
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(STAFF_ACCOUNTS[role]);
  await form.getByLabel('Password').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: FIRST_SCREEN_HEADINGS[role] })).toBeVisible();
}

/**
 * On an open order in Processing, staff mark it In Transit through the step's dialog, giving the
 * carrier and tracking number when there are any.
 */
export async function markInTransit(page: Page, tracking?: { carrier: string; trackingNumber: string }): Promise<void> {
  await page.getByRole('button', { name: 'Mark as In Transit' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send order VD-\w+ out$/ });
  if (tracking) {
    await dialog.getByLabel('Carrier').fill(tracking.carrier);
    await dialog.getByLabel('Tracking number').fill(tracking.trackingNumber);
  }
  await dialog.getByRole('button', { name: 'Mark as In Transit' }).click();
  await expect(dialog).toBeHidden();
}

/** The owner's own session with the back office's calls, as its screens make them. */
export async function ownerApi(baseURL: string): Promise<APIRequestContext> {
  const owner = await request.newContext({ baseURL });
  const signedIn = await owner.post(API_PATHS.adminSession, {
    data: { email: STAFF_ACCOUNTS.owner, password: STAFF_PASSWORD },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return owner;
}

/** Staff pack and send an order through the back office's calls: it is In Transit. */
export async function sendOut(baseURL: string, orderId: string): Promise<void> {
  const owner = await ownerApi(baseURL);
  for (const [from, to] of [
    ['paid', 'processing'],
    ['processing', 'in_transit'],
  ]) {
    const moved = await owner.post(adminOrderStatusApiPath(orderId), { data: { from, to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await owner.dispose();
}

/**
 * The owner sets the ways to pay a state offers, as the state rule's screen saves them: the rule
 * read, its tenders changed, the rest sent back as it was.
 */
export async function offerTenders(baseURL: string, code: string, tenders: TenderId[]): Promise<void> {
  const owner = await ownerApi(baseURL);
  try {
    const read = await owner.get(adminStateRuleApiPath(code));
    expect(read.status(), await read.text()).toBe(200);
    const rule = stateRuleSchema.parse(await read.json());
    const edit = Object.fromEntries(STATE_RULE_EDIT_FIELDS.map((field) => [field, rule[field]]));
    const saved = await owner.put(adminStateRuleApiPath(code), { data: { ...edit, tenders } });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await owner.dispose();
  }
}

/** The driver hands an order In Transit over whole, ID checked, through the back office's call. */
export async function handOverWhole(baseURL: string, orderId: string): Promise<void> {
  const owner = await ownerApi(baseURL);
  const handedOver = await owner.post(adminHandOverApiPath(orderId), {
    data: { idCheck: { nameMatches: true, dateOfBirth: DELIVERY.dateOfBirth } },
  });
  expect(handedOver.status(), await handedOver.text()).toBe(200);
  await owner.dispose();
}

/** An order paid by card at checkout, sent out and handed over whole: Delivered. */
export async function deliveredOrder(baseURL: string, lines: Line[]): Promise<PlacedOrder> {
  const order = await placeOrder(baseURL, lines);
  await sendOut(baseURL, order.id);
  await handOverWhole(baseURL, order.id);
  return order;
}

/** A shopper's own session with the store, age confirmed. */
export async function shopper(baseURL: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const verified = await context.post(API_PATHS.ageVerification);
  expect(verified.status()).toBe(200);
  return context;
}

interface PlacedOrder {
  id: string;
  number: string;
  total: string;
}

type Line = { productId: string; size: string; quantity: number; purchaseType?: 'one-time' | 'subscription' };

async function fillCart(api: APIRequestContext, lines: Line[]): Promise<void> {
  for (const line of lines) {
    const added = await api.post(API_PATHS.cart, { data: { purchaseType: 'one-time', ...line } });
    expect(added.status(), await added.text()).toBe(200);
  }
}

/**
 * A shopper at checkout: the cart filled and the payment intent made, through the shop's own
 * calls. `pay` then has the test gateway's card held and places the order, answering its id,
 * number and total. Two shoppers can both reach checkout before either pays.
 */
export async function reachCheckout(
  baseURL: string,
  lines: Line[],
  delivery: Partial<typeof DELIVERY> = {},
): Promise<{ pay: () => Promise<PlacedOrder> }> {
  const api = await shopper(baseURL);
  await fillCart(api, lines);
  const prepared = await api.post(API_PATHS.createPaymentIntent, {
    data: { delivery: { ...DELIVERY, ...delivery }, deliveryOption: 'standard' },
  });
  expect(prepared.status(), await prepared.text()).toBe(200);
  const intent = cardPaymentIntentSchema.parse(await prepared.json());
  return {
    async pay() {
      try {
        const confirmed = await api.post(testGatewayStepApiPath(intent.paymentIntentId, 'confirm'), {
          data: { clientSecret: intent.clientSecret, cardNumber: TEST_CARDS[0].number, expiry: '12/34', cvc: '123' },
        });
        expect(confirmed.status(), await confirmed.text()).toBe(200);
        const placed = await api.post(API_PATHS.orders, { data: { paymentIntentId: intent.paymentIntentId } });
        expect(placed.status(), await placed.text()).toBe(200);
        const order = orderSchema.parse(await placed.json());
        return { id: order.id, number: order.number, total: order.breakdown.total };
      } finally {
        await api.dispose();
      }
    },
  };
}

/** An order placed with its card held, as a shopper's checkout makes it. */
export async function placeOrder(
  baseURL: string,
  lines: Line[],
  delivery: Partial<typeof DELIVERY> = {},
): Promise<PlacedOrder> {
  return (await reachCheckout(baseURL, lines, delivery)).pay();
}

/**
 * An order paid by bank from the test bank's `accountNumber`, placed through the shop's own calls
 * as checkout's Pay by bank form places it. The ship-to state must offer pay by bank.
 */
export async function placeBankOrder(
  baseURL: string,
  lines: Line[],
  accountNumber: string,
): Promise<{ id: string; number: string }> {
  const api = await shopper(baseURL);
  try {
    await fillCart(api, lines);
    const prepared = await api.post(API_PATHS.createPaymentIntent, {
      data: { delivery: DELIVERY, deliveryOption: 'standard', tender: 'bank' },
    });
    expect(prepared.status(), await prepared.text()).toBe(200);
    const { checkoutId } = bankCheckoutSchema.parse(await prepared.json());
    const bankAccount = { holderName: DELIVERY.fullName, routingNumber: TEST_BANK_ROUTING_NUMBER, accountNumber };
    const placed = await api.post(API_PATHS.orders, { data: { checkoutId, bankAccount } });
    expect(placed.status(), await placed.text()).toBe(200);
    const order = orderSchema.parse(await placed.json());
    return { id: order.id, number: order.number };
  } finally {
    await api.dispose();
  }
}

/** A review as the shop's form sends it; it waits for moderation. */
export async function submitReview(
  baseURL: string,
  review: { name: string; rating: number; product: string; title: string; review: string },
): Promise<void> {
  const api = await request.newContext({ baseURL });
  const sent = await api.post(API_PATHS.reviews, { data: { ...review, submissionId: randomUUID() } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  await api.dispose();
}

/** The owner approves every review waiting, through the back office's own calls. */
export async function approvePendingReviews(baseURL: string): Promise<void> {
  const owner = await ownerApi(baseURL);
  const waiting = adminReviewListSchema.parse(
    await (await owner.get(`${API_PATHS.adminReviews}?status=pending`)).json(),
  );
  for (const review of waiting.reviews) {
    const decided = await owner.post(adminReviewDecisionApiPath(review.id), { data: { decision: 'approved' } });
    expect(decided.status(), await decided.text()).toBe(200);
  }
  await owner.dispose();
}

/** A message as the contact form sends it. */
export async function sendContactMessage(
  baseURL: string,
  message: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  const api = await request.newContext({ baseURL });
  const sent = await api.post(API_PATHS.contact, { data: { ...message, submissionId: randomUUID() } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  await api.dispose();
}

/** The value cell of a row of the Reports screen's closing report: `row` in the table captioned `table`. */
export const closingFigure = (page: Page, table: string, row: string) =>
  page
    .getByRole('region', { name: 'Closing report' })
    .getByRole('table', { name: table })
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .getByRole('cell');

/**
 * An email in the store's outbox whose every try failed, as hours with the mail server down
 * leave one: written failed in one transaction, so the store's worker never sends it first.
 */
export async function writeFailedEmail(
  db: Database,
  email: Omit<NewEmail, 'dedupeKey'>,
  lastError = 'connect ECONNREFUSED 127.0.0.1:587',
): Promise<void> {
  const dedupeKey = randomUUID();
  await db.transaction(async (trx) => {
    await enqueueEmail(trx, { ...email, dedupeKey });
    await trx('emails')
      .where({ dedupe_key: dedupeKey })
      .update({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS, last_error: lastError });
  });
}
