import { type APIRequestContext, type Page, request } from '@playwright/test';
import { API_PATHS, adminStateRuleApiPath } from '#shared/api-paths';
import type { StateRule } from '#shared/compliance/state-rule';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { NO_LIMITS_CONSEQUENCE } from '#shared/schemas/admin/state-rules';
import { stateRulesResponseSchema } from '#shared/schemas/state-rules';
import { STAFF_ACCOUNTS, STAFF_PASSWORD, signInToBackOffice } from './back-office-helpers.ts';
import { cartDrawer } from './cart-helpers.ts';
import { fillDeliveryDetails } from './checkout-steps.ts';
import { enterStore, expect, test, untilPageLoaded } from './fixtures.ts';

/**
 * The state rules in the back office, in real Chromium against the real server: the owner
 * changes a limit and sees it listed and applied by the shop, a bad edit is refused under its
 * field, and a staff member reads the rules but cannot change them.
 */

function seededCalifornia(): StateRule {
  const california = STATE_RULES_SEED.find((rule) => rule.code === 'CA');
  if (!california) throw new Error('California is not seeded');
  return california;
}

/** Every test shares the one server: California goes back to its seeded rules after each. */
async function restoreCalifornia(baseURL: string): Promise<void> {
  const owner: APIRequestContext = await request.newContext({ baseURL });
  try {
    const signedIn = await owner.post(API_PATHS.adminSession, {
      data: { email: STAFF_ACCOUNTS.owner, password: STAFF_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const { offered, categories, limits, note, sources, reviewedOn, delivery, tenders } = seededCalifornia();
    const restored = await owner.put(adminStateRuleApiPath('CA'), {
      data: { offered, categories, limits, note, sources, reviewedOn, delivery, tenders },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  } finally {
    await owner.dispose();
  }
}

test.afterEach(async ({ baseURL }) => restoreCalifornia(baseURL ?? ''));

const sectionLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'State rules', exact: true });

/** A limit of the form, by the label it shows above its fields. */
const limitCard = (page: Page, label: string) =>
  page
    .getByRole('form', { name: 'Edit state rule' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

async function openCalifornia(page: Page): Promise<void> {
  await sectionLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'State rules' })).toBeVisible();
  await page.getByRole('link', { name: 'California', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'California' })).toBeVisible();
}

test('the owner lowers California’s concentrate limit, sees it listed, and the shop applies it at once', async ({
  page,
}) => {
  await signInToBackOffice(page, 'owner');
  await openCalifornia(page);
  const concentrate = limitCard(page, 'Concentrate');
  await expect(concentrate.getByText('8 g of concentrate a day')).toBeVisible();
  await concentrate.getByLabel('Amount').fill('6');
  await expect(concentrate.getByText('6 g of concentrate a day')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('California saved', { exact: true }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'All state rules' }).click();
  const delivered = page.getByRole('region', { name: /^Delivered to/ });
  await expect(delivered.getByRole('row', { name: /California/ })).toContainText(
    'Concentrate: 6 g of concentrate a day',
  );

  const shop = await page.request.get(API_PATHS.stateRules);
  const california = stateRulesResponseSchema.parse(await shop.json()).states.find((rule) => rule.code === 'CA');
  expect(california?.limits.find((limit) => limit.label === 'Concentrate')?.amount).toBe(6);

  await page.getByRole('link', { name: 'Audit log', exact: true }).first().click();
  await untilPageLoaded(page);
  const entry = page.getByRole('row', { name: /State rule edited/ }).first();
  await expect(entry).toContainText('Concentrate: 8 g of concentrate a day');
  await expect(entry).toContainText('Concentrate: 6 g of concentrate a day');
});

test('the owner gives California Same-Day in another city and a later cut-off; checkout offers it there, and a Same-Day with no area is refused under its field', async ({
  page,
}) => {
  await signInToBackOffice(page, 'owner');
  await openCalifornia(page);
  const prices = page.getByRole('region', { name: 'Delivery options and prices' });
  const areas = prices.getByLabel('Same-Day areas');
  await expect(areas).toHaveValue('San Francisco\nOakland\nBerkeley\nLos Angeles\nSanta Monica\nPasadena');

  await areas.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(prices.getByText('Same-Day needs at least one area: a ZIP code or a city')).toBeVisible();
  await expect(areas).toBeFocused();

  await areas.fill('Sacramento\n95814');
  await prices.getByLabel('Same-Day price ($)').fill('24.50');
  await prices.getByLabel('Same-Day cut-off (state time)').selectOption('16');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('California saved', { exact: true }),
  ).toBeVisible();

  const shop = await page.request.get(API_PATHS.stateRules);
  const california = stateRulesResponseSchema.parse(await shop.json()).states.find((rule) => rule.code === 'CA');
  expect(california?.delivery).toMatchObject({ sameDayAreas: ['Sacramento', '95814'], sameDayCutoffHour: 16 });
  expect(california?.delivery.options.find((option) => option.id === 'same-day')?.priceCents).toBe(2450);

  await page.getByRole('link', { name: 'Audit log', exact: true }).first().click();
  await untilPageLoaded(page);
  const entry = page.getByRole('row', { name: /State rule edited/ }).first();
  await expect(entry).toContainText('Same-Day: $29.99, 2-4 hours');
  await expect(entry).toContainText('Same-Day: $24.50, 2-4 hours');
  await expect(entry).toContainText('Same-Day in Sacramento and ZIP 95814, ordered by 4 PM');
});

test('a limit without an amount and a state without sources are refused under their fields, and nothing is saved', async ({
  page,
}) => {
  await signInToBackOffice(page, 'owner');
  await openCalifornia(page);
  const concentrate = limitCard(page, 'Concentrate');
  await concentrate.getByLabel('Amount').fill('');
  while ((await page.getByRole('button', { name: /^Remove source/ }).count()) > 0) {
    await page
      .getByRole('button', { name: /^Remove source/ })
      .first()
      .click();
  }
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(concentrate.getByText('Amount is a number')).toBeVisible();
  await expect(concentrate.getByLabel('Amount')).toBeFocused();
  await expect(page.getByText('An offered state needs at least one source')).toBeVisible();

  await page.reload();
  await untilPageLoaded(page);
  await expect(limitCard(page, 'Concentrate').getByLabel('Amount')).toHaveValue('8');
});

test('removing every limit of an offered state asks first, saying what it means, and saves only once confirmed', async ({
  page,
}) => {
  await signInToBackOffice(page, 'owner');
  await openCalifornia(page);
  while ((await page.getByRole('button', { name: /^Remove the .* limit/ }).count()) > 0) {
    await page
      .getByRole('button', { name: /^Remove the .* limit/ })
      .first()
      .click();
  }
  await page.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Offer California with no purchase limits?' });
  await expect(confirm).toContainText(NO_LIMITS_CONSEQUENCE);
  await confirm.getByRole('button', { name: 'Add limits' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(API_PATHS.stateRules).then((answer) => answer.json())).states).toContainEqual(
    expect.objectContaining({ code: 'CA', limits: seededCalifornia().limits }),
  );

  await page.getByRole('button', { name: 'Save changes' }).click();
  await confirm.getByRole('button', { name: 'Save with no limits' }).click();
  await expect(page.getByText('California saved', { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  const { states } = stateRulesResponseSchema.parse(await (await page.request.get(API_PATHS.stateRules)).json());
  expect(states.find((rule) => rule.code === 'CA')?.limits).toEqual([]);
});

test('a staff member reads California’s rules but cannot change them', async ({ page }) => {
  await signInToBackOffice(page, 'staff');
  await openCalifornia(page);
  await expect(page.getByText('Only the owner changes state rules.')).toBeVisible();
  await expect(page.getByText('Concentrate: 8 g of concentrate a day')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit state rule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

  // The server refuses the edit all the same.
  const refused = await page.request.put(adminStateRuleApiPath('CA'), { data: { offered: false } });
  expect(refused.status()).toBe(403);
});

test('the owner takes California to card only: a state with no way to pay is refused under its field, and checkout then offers the card alone', async ({
  page,
}) => {
  await signInToBackOffice(page, 'owner');
  await openCalifornia(page);
  const ways = page.getByRole('region', { name: 'Ways to pay' });
  await ways.getByRole('checkbox', { name: 'Pay at the door' }).uncheck();
  await ways.getByRole('checkbox', { name: 'Card' }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(ways.getByText('An offered state takes at least one way to pay')).toBeVisible();
  await expect(ways.getByRole('checkbox', { name: 'Pay at the door' })).toBeFocused();

  await ways.getByRole('checkbox', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('California saved', { exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Audit log', exact: true }).first().click();
  await untilPageLoaded(page);
  const entry = page.getByRole('row', { name: /State rule edited/ }).first();
  await expect(entry).toContainText('Pay at the door, Card');

  // The same browser, now shopping: checkout in California shows the card alone.
  await enterStore(page, '/product/lychee-gummies');
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await cartDrawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillDeliveryDetails(page, {}, { pay: null });
  await expect(page.getByRole('form', { name: 'Card payment' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Pay at the door/ })).toHaveCount(0);
});

test('the owner gives San Francisco a new local rate and sees it saved; a ZIP code short of five digits is refused under its field', async ({
  page,
}) => {
  await signInToBackOffice(page, 'owner');
  await openCalifornia(page);
  const taxes = page.getByRole('region', { name: 'Taxes', exact: true });
  await expect(taxes.getByText('Tax rules version 1')).toBeVisible();
  const sanFrancisco = taxes.getByRole('listitem').filter({ has: page.getByText('San Francisco', { exact: true }) });
  await expect(sanFrancisco.getByLabel('Rate (%)')).toHaveValue('1.375');
  await sanFrancisco.getByLabel('Rate (%)').fill('1.5');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('California saved', { exact: true }),
  ).toBeVisible();
  await expect(taxes.getByText('Tax rules version 2')).toBeVisible();
  await expect(sanFrancisco.getByLabel('Rate (%)')).toHaveValue('1.5');
  const shop = await page.request.get(API_PATHS.stateRules);
  const california = stateRulesResponseSchema.parse(await shop.json()).states.find((rule) => rule.code === 'CA');
  expect(california?.taxes.version).toBe(2);
  expect(california?.taxes.localRates.find((rate) => rate.place === 'San Francisco')).toMatchObject({
    zipFrom: '94102',
    ratePercent: '1.5',
  });

  await sanFrancisco.getByLabel('ZIP from').fill('9410');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(sanFrancisco.getByText('From is a five-digit ZIP code')).toBeVisible();
  await expect(sanFrancisco.getByLabel('ZIP from')).toBeFocused();
  await expect(sanFrancisco.getByLabel('ZIP from')).toHaveAttribute('aria-invalid', 'true');
});
