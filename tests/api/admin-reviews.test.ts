import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_PATHS, adminProductApiPath, adminReviewDecisionApiPath, productApiPath } from '#shared/api-paths';
import { adminReviewListSchema, adminReviewSchema, reviewDecisionSchema } from '#shared/schemas/admin/moderation';
import { productSchema } from '#shared/schemas/product';
import { publishedReviewListSchema } from '#shared/schemas/published-review';
import type { ReviewInput } from '#shared/schemas/review';
import { expectError } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import { staffClient } from '../setup/staff-accounts.ts';
import type { TestClient } from '../setup/test-client.ts';

/** Review moderation in the back office, the shop's approved reviews, and the ratings they make. */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

/** A shopper's review, stored as pending; answers its id. */
async function submitted(review: Partial<ReviewInput> = {}): Promise<string> {
  const response = await api.client().post(API_PATHS.reviews, {
    json: {
      submissionId: randomUUID(),
      name: 'Sam Q.',
      rating: 5,
      product: 'Lychee Gummies',
      title: 'Lovely',
      review: 'Calm and even.',
      ...review,
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.id as string;
}

const decide = (client: TestClient, id: string, json: unknown) => client.post(adminReviewDecisionApiPath(id), { json });

async function published(query = '') {
  const response = await api.client().get(`${API_PATHS.reviews}${query}`);
  expect(response.status, response.text).toBe(200);
  return publishedReviewListSchema.parse(response.body).reviews;
}

describe('the moderation queue', () => {
  test('staff list pending reviews newest first, with the product’s id in the catalogue', async () => {
    const first = await submitted({ title: 'First' });
    const second = await submitted({ title: 'Second', product: 'Tangie Flower' });
    await api
      .db('reviews')
      .where({ id: first })
      .update({ created_at: new Date(Date.now() - 60_000) });
    const { client } = await staffClient(api, 'staff');
    const response = await client.get(API_PATHS.adminReviews);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { reviews } = adminReviewListSchema.parse(response.body);
    expect(reviews.map((review) => [review.id, review.productId, review.status])).toEqual([
      [second, 'tangie-flower', 'pending'],
      [first, 'lychee-gummies', 'pending'],
    ]);
    const approved = await client.get(`${API_PATHS.adminReviews}?status=approved`);
    expect(approved.body.reviews).toEqual([]);
  });

  test('a status that is not one is a 400; without a session the list is 401', async () => {
    const { client } = await staffClient(api, 'staff');
    expectError(await client.get(`${API_PATHS.adminReviews}?status=spam`), 400, 'invalid_request');
    expectError(await api.client().get(API_PATHS.adminReviews), 401, 'staff_sign_in_required');
  });
});

describe('deciding a review', () => {
  test('staff approve one with a note: it moves to the approved list, is audited, and the shop shows its text only', async () => {
    const id = await submitted({ title: 'My evening ritual', review: '<b>Not bold</b> & calm' });
    const { client, member } = await staffClient(api, 'staff');
    const response = await decide(client, id, { decision: 'approved', note: '  Checked the order  ' });
    expect(response.status, response.text).toBe(200);
    expect(adminReviewSchema.parse(response.body)).toMatchObject({
      id,
      status: 'approved',
      note: 'Checked the order',
      moderatedBy: member.email,
    });
    const lists = await client.get(`${API_PATHS.adminReviews}?status=approved`);
    expect(lists.body.reviews.map((review: { id: string }) => review.id)).toEqual([id]);

    const [entry] = await api.db('audit_log').where({ action: 'review.moderated' });
    expect(entry).toMatchObject({ staff_id: member.id, subject_type: 'review', subject_id: id });
    expect(entry.before).toEqual({ status: 'pending' });
    expect(entry.after).toMatchObject({ status: 'approved', note: 'Checked the order', productId: 'lychee-gummies' });

    const shop = await api.client().get(API_PATHS.reviews);
    expect(shop.headers.get('cache-control')).toBe('no-cache');
    expect(shop.body.reviews).toHaveLength(1);
    expect(Object.keys(shop.body.reviews[0]).sort()).toEqual(
      ['date', 'id', 'name', 'product', 'productId', 'rating', 'review', 'title'].sort(),
    );
    expect(shop.body.reviews[0]).toMatchObject({ review: '<b>Not bold</b> & calm', productId: 'lychee-gummies' });
    expect(shop.text).not.toContain('Checked the order');
  });

  test('a rejected or pending review never reaches the shop', async () => {
    const rejected = await submitted({ title: 'Spam' });
    await submitted({ title: 'Waiting' });
    const { client } = await staffClient(api, 'staff');
    expect((await decide(client, rejected, { decision: 'rejected', note: 'Advertising' })).status).toBe(200);
    expect(await published()).toEqual([]);
    expect(await published('?productId=lychee-gummies')).toEqual([]);
  });

  test('a review already decided is a 409 that tells its status, and nothing changes', async () => {
    const id = await submitted();
    const { client } = await staffClient(api, 'staff');
    expect((await decide(client, id, { decision: 'rejected' })).status).toBe(200);
    const before = await api.snapshot();
    const again = await decide(client, id, { decision: 'approved' });
    expectError(again, 409, 'review_already_moderated');
    expect(again.body.error.details.review.status).toBe('rejected');
    expect(await api.snapshot()).toEqual(before);
  });

  test('two staff deciding at once: one wins, the other gets 409, and the rating counts it once', async () => {
    const id = await submitted({ rating: 1 });
    const [{ client: anna }, { client: ben }] = [
      await staffClient(api, 'staff', 'anna@verdant.test'),
      await staffClient(api, 'owner', 'ben@verdant.test'),
    ];
    const answers = await Promise.all([
      decide(anna, id, { decision: 'approved' }),
      decide(ben, id, { decision: 'approved' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await api.rowCount('audit_log', { action: 'review.moderated' })).toBe(1);
    const product = await api.db('products').where({ id: 'lychee-gummies' }).first();
    expect(product.review_count).toBe(product.base_review_count + 1);
  });

  test('an unknown review, or an id that cannot be one, is 404; without a session 401; nothing changes', async () => {
    const { client } = await staffClient(api, 'staff');
    const before = await api.snapshot();
    expectError(await decide(client, randomUUID(), { decision: 'approved' }), 404, 'review_not_found');
    expectError(await decide(client, 'not-a-uuid', { decision: 'approved' }), 404, 'review_not_found');
    expectError(await decide(api.client(), randomUUID(), { decision: 'approved' }), 401, 'staff_sign_in_required');
    expect(await api.snapshot()).toEqual(before);
  });

  test.each([
    ['no decision', {}],
    ['a decision that is not one', { decision: 'maybe' }],
    ['a note too long', { decision: 'approved', note: 'x'.repeat(501) }],
    ['a note that is not text', { decision: 'approved', note: 42 }],
  ])('%s is a 400 and the review stays pending', async (_label, body) => {
    const id = await submitted();
    const { client } = await staffClient(api, 'staff');
    const before = await api.snapshot();
    expectError(await decide(client, id, body), 400, 'invalid_request');
    expect(await api.snapshot()).toEqual(before);
  });

  test('any decision body is either valid and decides, or a 400 that changes nothing (fuzz)', async () => {
    const { client } = await staffClient(api, 'staff');
    const value = fc.oneof(
      fc.string({ maxLength: 600 }),
      fc.constantFrom('approved', 'rejected', 'pending', 'APPROVED', ' approved', "' or 1=1 --"),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
    );
    const body = fc.oneof(fc.record({ decision: value, note: value }, { requiredKeys: [] }), value);
    await fc.assert(
      fc.asyncProperty(body, async (json) => {
        const id = await submitted();
        const before = await api.snapshot();
        const response = await decide(client, id, json);
        expect(response.status, response.text).toBeLessThan(500);
        if (reviewDecisionSchema.safeParse(json).success) {
          expect(response.status, response.text).toBe(200);
        } else {
          expect(response.status, response.text).toBe(400);
          expect(await api.snapshot()).toEqual(before);
        }
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});

describe('ratings', () => {
  test('an approved review counts in its product’s rating and count, with the launch figures as earlier reviews', async () => {
    // Launch figures of 4.0 from one review make each approval visible in the first decimal.
    await api.db('products').where({ id: 'lychee-gummies' }).update({ base_rating: '4.0', base_review_count: 1 });
    const { client } = await staffClient(api, 'staff');
    const five = await submitted({ rating: 5 });
    const one = await submitted({ rating: 1 });
    const rejected = await submitted({ rating: 1 });

    expect((await decide(client, five, { decision: 'approved' })).status).toBe(200);
    let product = productSchema.parse((await api.client().get(productApiPath('lychee-gummies'))).body);
    expect([product.rating, product.reviewCount]).toEqual(['4.5', 2]);

    expect((await decide(client, rejected, { decision: 'rejected' })).status).toBe(200);
    expect((await decide(client, one, { decision: 'approved' })).status).toBe(200);
    product = productSchema.parse((await api.client().get(productApiPath('lychee-gummies'))).body);
    // (4.0 × 1 + 5 + 1) / 3 = 3.33…
    expect([product.rating, product.reviewCount]).toEqual(['3.3', 3]);
  });

  test('the seeded figures stand until a review is approved, and an approval is counted from them', async () => {
    const { client } = await staffClient(api, 'staff');
    const before = productSchema.parse((await api.client().get(productApiPath('tangie-flower'))).body);
    const id = await submitted({ product: 'Tangie Flower', rating: 1 });
    expect(productSchema.parse((await api.client().get(productApiPath('tangie-flower'))).body).reviewCount).toBe(
      before.reviewCount,
    );
    expect((await decide(client, id, { decision: 'approved' })).status).toBe(200);
    const after = productSchema.parse((await api.client().get(productApiPath('tangie-flower'))).body);
    const expected = (Number(before.rating) * before.reviewCount + 1) / (before.reviewCount + 1);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).toBe((Math.round(expected * 10) / 10).toFixed(1));
  });

  test('reviews of one product approved at once are each counted', async () => {
    await api.db('products').where({ id: 'lychee-gummies' }).update({ base_rating: '4.0', base_review_count: 1 });
    const ids = [];
    for (const rating of [5, 5, 2, 2]) ids.push(await submitted({ rating }));
    const [{ client: anna }, { client: ben }] = [
      await staffClient(api, 'staff', 'anna@verdant.test'),
      await staffClient(api, 'staff', 'ben@verdant.test'),
    ];
    const answers = await Promise.all(
      ids.map((id, index) => decide(index % 2 ? anna : ben, id, { decision: 'approved' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const product = await api.db('products').where({ id: 'lychee-gummies' }).first();
    // (4.0 + 5 + 5 + 2 + 2) / 5 = 3.6
    expect([product.rating, product.review_count]).toEqual(['3.6', 5]);
  });

  test('a renamed product keeps its reviews and its rating', async () => {
    const { client: owner } = await staffClient(api, 'owner');
    expect((await owner.patch(adminProductApiPath('lychee-gummies'), { json: { name: 'Lychee Bites' } })).status).toBe(
      200,
    );
    const id = await submitted({ product: 'Lychee Gummies' });
    expect((await decide(owner, id, { decision: 'approved' })).status).toBe(200);
    expect((await published('?productId=lychee-gummies')).map((review) => review.id)).toEqual([id]);
    const product = await api.db('products').where({ id: 'lychee-gummies' }).first();
    expect(product.review_count).toBe(product.base_review_count + 1);
  });
});

describe('the shop’s reviews', () => {
  test('newest approved first, all products or one', async () => {
    const { client } = await staffClient(api, 'staff');
    const older = await submitted({ product: 'Tangie Flower', title: 'Older' });
    const newer = await submitted({ title: 'Newer' });
    await api
      .db('reviews')
      .where({ id: older })
      .update({ created_at: new Date(Date.now() - 3_600_000) });
    for (const id of [newer, older]) expect((await decide(client, id, { decision: 'approved' })).status).toBe(200);
    expect((await published()).map((review) => review.title)).toEqual(['Newer', 'Older']);
    expect((await published('?productId=tangie-flower')).map((review) => review.title)).toEqual(['Older']);
    // A product no review can name has none; one that does not exist neither.
    expect(await published('?productId=og-kush-flower')).toEqual([]);
    expect(await published('?productId=no-such-product')).toEqual([]);
  });

  test('a product id that cannot be one is a 400', async () => {
    expectError(await api.client().get(`${API_PATHS.reviews}?productId=Not%20A%20Slug`), 400, 'invalid_request');
  });
});
