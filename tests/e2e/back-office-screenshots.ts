import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, chromium, type Page, request } from '@playwright/test';
import {
  API_PATHS,
  adminHandOverApiPath,
  adminOrderStatusApiPath,
  adminStateRuleApiPath,
  adminStockApiPath,
} from '#shared/api-paths';
import { STAFF_ROLES } from '#shared/back-office/permissions';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { deliveryOfShopper } from '../fixtures/delivery.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import {
  placeOrder,
  reachCheckout,
  STAFF_ACCOUNTS,
  STAFF_PASSWORD,
  sendContactMessage,
  signInToBackOffice,
  submitReview,
} from './back-office-helpers.ts';
import { untilPageLoaded } from './fixtures.ts';
import { startStoreServer } from './store-server.ts';

/**
 * `npm run screenshots:back-office`: every back-office screen at a desktop's and a phone's size,
 * with orders (one flagged for attention), reviews and messages in it, written to a temporary
 * folder (SCREENSHOT_DIR to choose another) for a person to look at.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'verdant-back-office-screenshots');

const SHOPPERS = [
  { fullName: 'Ada Lovelace', email: 'ada@example.com' },
  { fullName: 'Grace Hopper', email: 'grace@example.com' },
  { fullName: 'Katherine Johnson', email: 'katherine@example.com' },
  { fullName: 'Alan Turing', email: 'alan@example.com' },
];

/** The owner lowers California's concentrate limit, as the audit log then shows. */
async function lowerCaliforniaConcentrate(owner: APIRequestContext): Promise<void> {
  const california = STATE_RULES_SEED.find((rule) => rule.code === 'CA');
  if (!california) throw new Error('California is not seeded');
  const { offered, categories, limits, note, sources, delivery, tenders } = california;
  const lowered = limits.map((limit) => (limit.label === 'Concentrate' ? { ...limit, amount: 7 } : limit));
  const saved = await owner.put(adminStateRuleApiPath('CA'), {
    data: { offered, categories, limits: lowered, note, sources, delivery, tenders, reviewedOn: '2026-12-01' },
  });
  if (!saved.ok()) throw new Error(`Could not edit California: ${await saved.text()}`);
}

/**
 * Orders in every state, one of them paid for the last item another order had taken. Each of the
 * first shoppers lives at an address of their own, so a state's day limits count them apart.
 */
async function fillTheStore(baseURL: string): Promise<string> {
  const owner = await request.newContext({ baseURL });
  const signedIn = await owner.post(API_PATHS.adminSession, {
    data: { email: STAFF_ACCOUNTS.owner, password: STAFF_PASSWORD },
  });
  if (!signedIn.ok()) throw new Error(`The owner could not sign in: ${signedIn.status()}`);
  const move = async (order: { id: string }, from: string, to: string) => {
    const moved = await owner.post(adminOrderStatusApiPath(order.id), { data: { from, to } });
    if (!moved.ok()) throw new Error(`Could not move an order to ${to}: ${await moved.text()}`);
  };
  const orders = [];
  for (const [index, shopper] of SHOPPERS.entries()) {
    orders.push(
      await placeOrder(baseURL, [{ productId: 'blue-dream-preroll', size: '5-pack', quantity: index + 1 }], {
        ...deliveryOfShopper(index + 1),
        ...shopper,
      }),
    );
  }
  const [first, second, third] = orders;
  if (!first || !second || !third) throw new Error('The orders were not made');
  await move(first, 'paid', 'processing');
  await move(first, 'processing', 'in_transit');
  const handedOver = await owner.post(adminHandOverApiPath(first.id), {
    data: { idCheck: { nameMatches: true, dateOfBirth: '1990-05-17' } },
  });
  if (!handedOver.ok()) throw new Error(`Could not hand an order over: ${await handedOver.text()}`);
  await move(second, 'paid', 'processing');
  await move(second, 'processing', 'in_transit');
  await move(third, 'paid', 'processing');

  // Two shoppers pay for the last bag: the second order is kept, flagged for someone to look at.
  await owner.put(adminStockApiPath('tangie-flower', '7g'), { data: { onHand: 1 } });
  const lastBag = [{ productId: 'tangie-flower', size: '7g', quantity: 1 }];
  const firstToPay = await reachCheckout(baseURL, lastBag, { fullName: 'Mary Jackson', email: 'mary@example.com' });
  const secondToPay = await reachCheckout(baseURL, lastBag, {
    fullName: 'Dorothy Vaughan',
    email: 'dorothy@example.com',
  });
  await firstToPay.pay();
  const flagged = await secondToPay.pay();
  await owner.put(adminStockApiPath('sunset-sherbet-flower', '1g'), { data: { onHand: 3 } });
  await lowerCaliforniaConcentrate(owner);
  await owner.dispose();

  await submitReview(baseURL, {
    name: 'Priya S.',
    rating: 5,
    product: 'Tangie Flower',
    title: 'Bright, citrusy and clear-headed',
    review: 'Smells like fresh oranges. Great for an afternoon walk; no fog afterwards.',
  });
  await submitReview(baseURL, {
    name: 'Marco T.',
    rating: 3,
    product: 'Blue Dream Preroll',
    title: 'Good, but burned a little fast',
    review: 'Nice flavour. The cone ran a bit uneven.\nWould still buy again.',
  });
  await sendContactMessage(baseURL, {
    name: 'Jordan Blake',
    email: 'jordan@example.com',
    subject: 'order-support',
    message: 'My delivery window changed. Could the driver come after 6 pm tomorrow?',
  });
  await sendContactMessage(baseURL, {
    name: 'Sam Lee',
    email: 'sam@example.com',
    subject: 'dosage-help',
    message: 'First time trying gummies: how much should I start with?',
  });
  return flagged.number;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = await startStoreServer(root, {
    staff: STAFF_ROLES.map((role) => ({
      email: STAFF_ACCOUNTS[role],
      role,
      password: STAFF_PASSWORD,
    })),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const flagged = await fillTheStore(server.baseUrl);
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
      const page = await context.newPage();
      const shot = async (name: string, fullPage = false) => {
        await settle(page);
        await page.screenshot({ path: join(outDir, `${viewport.name}-${name}.png`), fullPage });
        process.stdout.write(`  ${viewport.name}-${name}.png\n`);
      };
      const open = async (path: string, name: string, fullPage = false) => {
        await page.goto(path);
        await untilPageLoaded(page);
        await shot(name, fullPage);
      };
      await page.goto('/admin');
      await page.getByRole('form', { name: 'Sign in' }).waitFor();
      await shot('sign-in');
      await signInToBackOffice(page, 'owner');
      await shot('orders');
      await page.getByRole('link', { name: flagged }).first().click();
      await page.getByRole('heading', { level: 1, name: new RegExp(flagged) }).waitFor();
      await shot('order-flagged', true);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      await shot('order-cancel-dialog');
      await page.keyboard.press('Escape');
      await open('/admin/orders?status=in_transit', 'orders-in-transit');
      await page.getByRole('link', { name: /^VD-/ }).first().click();
      await page.getByRole('heading', { level: 1, name: /In Transit/ }).waitFor();
      await shot('order-in-transit', true);
      await open('/admin/deliveries', 'deliveries');
      await page.getByRole('list', { name: 'Out for delivery' }).getByRole('link').first().click();
      await page.getByRole('form', { name: 'Hand over' }).waitFor();
      await shot('handoff', true);
      await open('/admin/stock', 'stock');
      await open('/admin/stock?low=true', 'stock-low');
      await open('/admin/catalogue', 'catalogue');
      await open('/admin/catalogue/tangie-flower', 'product-edit', true);
      await open('/admin/catalogue/lychee-gummies', 'product-edit-gummies', true);
      await open('/admin/state-rules', 'state-rules', true);
      await open('/admin/state-rules/CA', 'state-rule-edit', true);
      // A limit left without an amount and every source removed: each problem under its field.
      await page.getByLabel('Amount').nth(1).fill('');
      for (let left = await page.getByRole('button', { name: /^Remove source/ }).count(); left > 0; left -= 1) {
        await page
          .getByRole('button', { name: /^Remove source/ })
          .first()
          .click();
      }
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Amount is a number').waitFor();
      await shot('state-rule-errors', true);
      await open('/admin/reviews', 'reviews');
      await open('/admin/messages', 'messages');
      await page.getByRole('link', { name: /Jordan Blake/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Order Support' }).waitFor();
      await shot('message');
      await open('/admin/audit', 'audit');
      await open('/admin/staff', 'staff');
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: /^Menu/ }).click();
        await shot('menu');
      }
      await context.close();

      // What a staff member sees: no refund, no staff or audit sections.
      const staffContext = await browser.newContext({ viewport, baseURL: server.baseUrl });
      const staffPage = await staffContext.newPage();
      await signInToBackOffice(staffPage, 'staff');
      await staffPage.getByRole('link', { name: flagged }).first().click();
      await staffPage.getByRole('heading', { level: 1, name: new RegExp(flagged) }).waitFor();
      await settle(staffPage);
      await staffPage.screenshot({ path: join(outDir, `${viewport.name}-staff-order.png`) });
      process.stdout.write(`  ${viewport.name}-staff-order.png\n`);
      await staffPage.goto('/admin/state-rules/CA');
      await untilPageLoaded(staffPage);
      await settle(staffPage);
      await staffPage.screenshot({ path: join(outDir, `${viewport.name}-staff-state-rule.png`), fullPage: true });
      process.stdout.write(`  ${viewport.name}-staff-state-rule.png\n`);
      await staffContext.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  process.stdout.write(`Screenshots are in ${outDir}\n`);
}

await main();
