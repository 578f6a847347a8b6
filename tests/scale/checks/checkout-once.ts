import { randomBytes } from 'node:crypto';
import { API_PATHS, testGatewayStepApiPath } from '#shared/api-paths';
import type { LineKey } from '#shared/schemas/cart-sync';
import { newLoopbackAddress } from '../loopback-addresses.ts';
import { type CheckOutcome, failed, passed, type ScaleStore } from '../scale-check.ts';
import { expectOk } from '../scale-client.ts';
import { deliveryFor, purchasableLines, verifiedShopper } from '../shoppers.ts';

/**
 * Check 2: shoppers checking out at the same time through the proxy, each from its own address
 * and session, get exactly one order each, although every one of them submits the card step
 * and the order twice at once (a double click), which the proxy may send to different
 * processes.
 */

const SHOPPERS = 50;
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

interface Receipt {
  email: string;
  orderIds: string[];
  confirmStatuses: number[];
  ms: number;
}

async function checkOut(proxyUrl: string, line: LineKey, email: string): Promise<Receipt> {
  const started = performance.now();
  const shopper = await verifiedShopper(proxyUrl, newLoopbackAddress());
  expectOk(await shopper.post(API_PATHS.cart, { json: { ...line, quantity: 1 } }), 'add to cart');
  const intentAnswer = await shopper.post(API_PATHS.createPaymentIntent, {
    json: { delivery: deliveryFor(email), deliveryOption: 'standard' },
  });
  const intent = expectOk(intentAnswer, 'payment intent').body as { paymentIntentId: string; clientSecret: string };
  const confirmPath = testGatewayStepApiPath(intent.paymentIntentId, 'confirm');
  const confirms = await Promise.all(
    [1, 2].map(() => shopper.post(confirmPath, { json: { clientSecret: intent.clientSecret, ...TEST_CARD } })),
  );
  // Two confirms at once may both see the payment still to make (200 twice, one payment), or
  // the second finds it made (409); either way the intent is paid once.
  if (!confirms.some((answer) => answer.status === 200) || confirms.some((answer) => answer.status >= 500)) {
    throw new Error(`${email}: the card step answered ${confirms.map((answer) => answer.status).join(' and ')}`);
  }
  const orders = await Promise.all(
    [1, 2].map(() => shopper.post(API_PATHS.orders, { json: { paymentIntentId: intent.paymentIntentId } })),
  );
  return {
    email,
    orderIds: orders.map((answer) => expectOk(answer, `${email}'s order`).body.id as string),
    confirmStatuses: confirms.map((answer) => answer.status),
    ms: performance.now() - started,
  };
}

async function unitsOnHand(store: ScaleStore): Promise<number> {
  const { rows } = await store.database.pool.query<{ units: string }>('select sum(on_hand) as units from stock_levels');
  return Number(rows[0]?.units ?? 0);
}

export async function checkoutMakesOneOrderEach(store: ScaleStore): Promise<CheckOutcome> {
  const lines = await purchasableLines(store.proxyUrl, 10);
  const run = randomBytes(4).toString('hex');
  const stockBefore = await unitsOnHand(store);
  const emails = Array.from({ length: SHOPPERS }, (_, index) => `shopper-${run}-${index}@scale.test`);
  const started = performance.now();
  const settled = await Promise.allSettled(
    emails.map((email, index) => checkOut(store.proxyUrl, lines[index % lines.length] as LineKey, email)),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const problems = settled.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  const receipts = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));

  const { rows } = await store.database.pool.query<{ email: string; orders: string; ids: string[] }>(
    `select delivery->>'email' as email, count(*) as orders, array_agg(id::text) as ids
       from orders where delivery->>'email' like $1 group by session_id, delivery->>'email'`,
    [`shopper-${run}-%`],
  );
  const stored = new Map(rows.map((row) => [row.email, row]));
  for (const receipt of receipts) {
    const row = stored.get(receipt.email);
    const [first, second] = receipt.orderIds;
    if (first !== second) problems.push(`${receipt.email}: the two order submits answered different orders`);
    if (!row || Number(row.orders) !== 1 || row.ids[0] !== first) {
      problems.push(`${receipt.email}: ${row?.orders ?? 0} orders stored`);
    }
  }
  const totalOrders = rows.reduce((sum, row) => sum + Number(row.orders), 0);
  const unitsTaken = stockBefore - (await unitsOnHand(store));
  const confirmPairs = new Map<string, number>();
  for (const { confirmStatuses } of receipts) {
    const pair = [...confirmStatuses].sort().join('+');
    confirmPairs.set(pair, (confirmPairs.get(pair) ?? 0) + 1);
  }
  const pairs = [...confirmPairs].map(([pair, count]) => `${pair} ×${count}`).join(', ');
  const slowest = Math.max(0, ...receipts.map((receipt) => receipt.ms));
  const figures = `${SHOPPERS} concurrent shoppers through nginx, each submitting the card step and the order twice at once, in ${seconds} s: ${totalOrders} orders for ${rows.length} shoppers, ${unitsTaken} units taken from stock, card steps answered ${pairs}, slowest checkout ${Math.round(slowest)} ms`;
  if (problems.length > 0 || totalOrders !== SHOPPERS || rows.length !== SHOPPERS || unitsTaken !== SHOPPERS) {
    return failed(`${figures}; ${problems.slice(0, 3).join('; ')}`);
  }
  return passed(`${figures}, one order each`);
}
