import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PATHS, adminProductApiPath, productApiPath } from '#shared/api-paths';
import { productPath } from '#shared/routes';
import type { Product } from '#shared/schemas/product';
import { type CheckOutcome, failed, passed, type ScaleStore } from '../scale-check.ts';
import { expectOk, ScaleClient } from '../scale-client.ts';
import { purchasableLines } from '../shoppers.ts';

/**
 * Check 4: an edit made in the back office on one process is what every other process serves
 * within a second, however warm its caches were: the product's answer, the list, and its page.
 * B is asked several times first, staff edit the name and price on A, then B is polled.
 */

const DEADLINE_MS = 1000;
const POLL_MS = 50;
const WARM_UPS = 5;
const FOLLOW_UPS = 100;

type Reading = 'product' | 'list' | 'page';

/** Whether B's answer for `reading` shows the edited name and price. */
async function showsEdit(reader: ScaleClient, reading: Reading, id: string, name: string, price: string) {
  if (reading === 'product') {
    const product = expectOk(await reader.get(productApiPath(id)), 'the product').body as Product;
    return product.name === name && product.price === price;
  }
  if (reading === 'list') {
    const list = expectOk(await reader.get(API_PATHS.products), 'the product list').body as Product[];
    const product = list.find((candidate) => candidate.id === id);
    return product?.name === name && product.price === price;
  }
  return expectOk(await reader.get(productPath(id)), 'the product page').text.includes(name);
}

const READINGS: Reading[] = ['product', 'list', 'page'];

async function allShowEdit(reader: ScaleClient, id: string, name: string, price: string): Promise<boolean> {
  const seen = await Promise.all(READINGS.map((reading) => showsEdit(reader, reading, id, name, price)));
  return seen.every(Boolean);
}

export async function catalogueEditsReachEveryProcess(store: ScaleStore): Promise<CheckOutcome> {
  const [line] = await purchasableLines(store.a.url, 1);
  if (!line) return failed('no product to edit');
  const id = line.productId;
  const reader = new ScaleClient(store.b.url);
  const before = expectOk(await reader.get(productApiPath(id)), 'the product').body as Product;
  if (!(await allShowEdit(reader, id, before.name, before.price))) {
    return failed(`B does not show ${id} as "${before.name}" before the edit`);
  }
  for (let round = 0; round < WARM_UPS; round++) await allShowEdit(reader, id, before.name, before.price);

  const staff = new ScaleClient(store.a.url);
  expectOk(await staff.post(API_PATHS.adminSession, { json: store.owner }), 'staff sign-in on A');
  const name = `${before.name} ${randomBytes(3).toString('hex')}`;
  const price = (Number(before.price) + 1).toFixed(2);
  expectOk(await staff.patch(adminProductApiPath(id), { json: { name, price } }), 'the edit on A');
  const edited = performance.now();

  let polls = 0;
  while (!(await allShowEdit(reader, id, name, price))) {
    polls++;
    if (performance.now() - edited > DEADLINE_MS) {
      return failed(`B still served the old name or price of ${id} ${DEADLINE_MS} ms after the edit on A`);
    }
    await sleep(POLL_MS);
  }
  const tookMs = Math.round(performance.now() - edited);

  let stale = 0;
  for (let index = 0; index < FOLLOW_UPS; index++) {
    const reading = READINGS[index % READINGS.length] as Reading;
    if (!(await showsEdit(reader, reading, id, name, price))) stale++;
  }
  const figures = `a name and price edit on A was served by B (product, list and page) after ${tookMs} ms (${polls} polls of ${POLL_MS} ms); ${FOLLOW_UPS - stale} of ${FOLLOW_UPS} further answers from B new`;
  return stale === 0 ? passed(figures) : failed(`${figures}; ${stale} showed the old value`);
}
