import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  API_PATHS,
  adminMessageApiPath,
  adminOrderApiPath,
  adminOrderCancelApiPath,
  adminOrderDeliveryAttemptsApiPath,
  adminOrderStatusApiPath,
  adminOrderTrackingApiPath,
  adminProductApiPath,
  adminReviewDecisionApiPath,
  adminStaffApiPath,
  adminStateRuleApiPath,
  adminStockApiPath,
  productApiPath,
} from '#shared/api-paths';
import { ORDER_STATUSES } from '#shared/back-office/order-status';
import { CATEGORY_IDS } from '#shared/catalogue/categories';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { readErrorBody } from '#shared/errors';
import { categoryPath, productPath } from '#shared/routes';
import { auditListSchema, auditQuerySchema } from '#shared/schemas/admin/audit';
import { productEditSchema } from '#shared/schemas/admin/catalogue';
import {
  adminMessageListSchema,
  adminReviewListSchema,
  messageQuerySchema,
  messageUpdateSchema,
  reviewDecisionSchema,
  reviewQuerySchema,
} from '#shared/schemas/admin/moderation';
import {
  adminOrderListSchema,
  cancelOrderSchema,
  failedDeliverySchema,
  orderListQuerySchema,
  orderStatusMoveSchema,
} from '#shared/schemas/admin/orders';
import { outboxPageSchema, outboxQuerySchema } from '#shared/schemas/admin/outbox';
import { createStaffRequestSchema, signInRequestSchema, updateStaffRequestSchema } from '#shared/schemas/admin/staff';
import { stateRuleEditSchema } from '#shared/schemas/admin/state-rules';
import {
  lowStockThresholdSchema,
  setStockSchema,
  stockListSchema,
  stockQuerySchema,
} from '#shared/schemas/admin/stock';
import { trackingUpdateSchema } from '#shared/schemas/tracking-number';
import { BODY_LIMITS } from '../../sync-api/app.ts';
import { DELIVERY } from '../fixtures/delivery.ts';
import { type ApiHarness, startApi } from '../setup/api-harness.ts';
import {
  hostileText,
  hostileValue as hostileValueOf,
  NUMERIC_TEXT,
  PROTOTYPE_KEYS,
  SCRIPT,
  SQL,
  UNICODE,
} from '../setup/hostile-values.ts';
import { placePaidOrder, sendOut } from '../setup/paid-orders.ts';
import { addStaffMember, signIn, staffClient, staffEmail } from '../setup/staff-accounts.ts';
import { STORE_TABLES } from '../setup/store-reset.ts';
import type { TestClient, TestResponse } from '../setup/test-client.ts';

/**
 * Every write of the back office, and the filters of its lists, fed what the shop's writes are
 * fed in fuzz.test.ts: wrong types, numbers out of range, unicode edge cases, SQL and script,
 * prototype keys, deep and oversized JSON, wrong content types, hostile path segments. Signed in
 * as the owner, so that no permission refusal hides a validation. A body the request's shared
 * schema refuses must be a JSON 400 (or 413) that changes nothing; one it takes is answered as
 * the store answers it, and a refusal of it changes nothing either. Never a 5xx. fast-check
 * prints the seed of any counterexample, so a failure can be replayed.
 */

const RUNS = 25;

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
beforeEach(() => api.reset());
afterAll(() => api.close());

// The app runs in this process: a key a request slipped onto Object.prototype would show here.
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);
afterEach(() => {
  expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
});

// ---------------------------------------------------------------- hostile values

/** Whether PostgreSQL can store the text (no NUL, no half of a surrogate pair). */
const storable = (text: string) => !text.includes('\u0000') && Buffer.from(text, 'utf8').toString('utf8') === text;

const hostileKey = fc.oneof(hostileText, fc.constantFrom(...PROTOTYPE_KEYS));

/** A scalar, an array or an object of them, or JSON nested hundreds deep. */
const hostileValue = hostileValueOf({ min: 100, max: 1_000 });

/** Text a field of 1 to `max` characters takes, at its edges: unicode, script, SQL, the longest. */
const edgeText = (max: number) =>
  fc.oneof(
    fc.constantFrom(
      ...[...SQL, ...SCRIPT, ...UNICODE].filter((text) => storable(text) && text.trim() !== '' && text.length <= max),
    ),
    fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: Math.ceil(max / 4) })
      .filter((text) => text.trim() !== '' && text.length <= max),
    fc.constantFrom('x'.repeat(max), ` ${'é'.repeat(max)} `, '🌿'.repeat(Math.floor(max / 2))),
  );

/** Anything that is not a string of 1 to `max` characters (once trimmed). */
const notText = (max: number) =>
  fc.oneof(
    fc.constantFrom<unknown>(null, 0, 1e308, true, [], {}, ['x'], '', '   '),
    fc.integer({ min: max + 1, max: max + 50 }).map((length) => 'x'.repeat(length)),
  );

/** Anything but a whole number from `min` to `max`. */
const notWholeNumber = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom<unknown>(min - 1, max + 1, 0.5, -0.5, 1e308, -1e308, 2 ** 53 + 1, null, true, [min], { n: min }),
    fc.constantFrom<unknown>(...NUMERIC_TEXT, String(min), ''),
    fc.integer({ min: max + 1 }),
    fc.integer({ max: min - 1 }),
  );

// ---------------------------------------------------------------- bodies, as the text sent

/** Numbers as JSON text can write them, past what a double holds or in forms JSON.stringify never writes. */
const ODD_NUMBERS = [
  '1e309',
  '-1e309',
  '9007199254740993',
  '1e-400',
  '-0',
  '1E3',
  '0.1e1',
  '1.0',
  `1${'0'.repeat(400)}`,
  `0.${'0'.repeat(400)}1`,
];

/** `"key":value` as JSON writes it; a lone surrogate goes escaped (`"\ud800"`). */
const member = (key: string, value: unknown) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;

/** A JSON object written member by member: keys may repeat, and `__proto__` stays a key. */
const objectText = (members: string[]) => `{${members.join(',')}}`;

const membersOf = (body: Record<string, unknown>) => Object.entries(body).map(([key, value]) => member(key, value));

/**
 * Bodies a client could send in place of `valid`: fields at the edges of what they take, one
 * field broken, prototype keys at the top or inside a field, a value of any shape, numbers JSON
 * writes but JavaScript cannot hold, repeated keys, and text that is not one JSON object of a
 * sane size.
 */
function hostileBodies(
  valid: Record<string, unknown>,
  broken: Record<string, fc.Arbitrary<unknown>>,
  edges: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<string> {
  const fields = [...new Set([...Object.keys(valid), ...Object.keys(broken)])];
  const field = fc.constantFrom(...fields);
  const atTheEdges = fc
    .record(edges, { requiredKeys: [] })
    .map((values) => objectText(membersOf({ ...valid, ...values })));
  const oneFieldBroken = fc
    .tuple(
      field.chain((name) => fc.tuple(fc.constant(name), fc.oneof(broken[name] ?? hostileValue, hostileValue))),
      fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 }),
    )
    .map(([[name, value], extra]) =>
      objectText([...extra.map(([key, item]) => member(key, item)), ...membersOf({ ...valid, [name]: value })]),
    );
  const prototypeKeyed = fc
    .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.oneof(hostileValue, fc.constant(valid)), field, fc.boolean())
    .map(([key, value, name, inside]) => {
      const poison = key === 'constructor' ? member(key, { prototype: value }) : member(key, value);
      if (!inside) return objectText([...membersOf(valid), poison]);
      const others = membersOf(Object.fromEntries(Object.entries(valid).filter(([other]) => other !== name)));
      return objectText([...others, `${JSON.stringify(name)}:${objectText([poison])}`]);
    });
  const oddNumbers = fc
    .tuple(field, fc.constantFrom(...ODD_NUMBERS))
    .map(([name, number]) => objectText([...membersOf(valid), `${JSON.stringify(name)}:${number}`]));
  const repeatedKey = fc
    .tuple(field, hostileValue, fc.boolean())
    .map(([name, value, last]) =>
      last
        ? objectText([...membersOf(valid), member(name, value)])
        : objectText([member(name, value), ...membersOf(valid)]),
    );
  const notOneObject = fc.oneof(
    fc.constantFrom('{', '', 'nul', 'null', '0', 'true', '[]', '[{}]', '"text"', '{"a":1}{', '{"a":1,}', "{'a':1}"),
    fc.constantFrom('\uFEFF{}', ' \t\r\n', `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
    fc.integer({ min: 1_000, max: 5_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    fc
      .tuple(field, fc.integer({ min: 1_000, max: 7_000 }))
      .map(([name, depth]) =>
        objectText([...membersOf(valid), `${JSON.stringify(name)}:${'['.repeat(depth)}${']'.repeat(depth)}`]),
      ),
    fc
      .tuple(field, fc.integer({ min: BODY_LIMITS.default, max: 3 * BODY_LIMITS.default }))
      .map(([name, length]) => objectText([...membersOf(valid), member(name, 'x'.repeat(length))])),
  );
  return fc.oneof(
    { weight: Object.keys(edges).length > 0 ? 3 : 0, arbitrary: atTheEdges },
    { weight: 4, arbitrary: oneFieldBroken },
    { weight: 2, arbitrary: prototypeKeyed },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: oddNumbers },
    { weight: 1, arbitrary: repeatedKey },
    { weight: 1, arbitrary: notOneObject },
  );
}

/**
 * Every string and key in `value`, and every value, walked without recursion: a body can be
 * JSON nested a thousand deep, which a recursive walk met as a stack overflow (seed -1958855764).
 */
function* walk(value: unknown): Generator<{ key: string | null; value: unknown }> {
  const waiting: { key: string | null; value: unknown }[] = [{ key: null, value }];
  for (let next = waiting.pop(); next; next = waiting.pop()) {
    yield next;
    if (next.value !== null && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) waiting.push({ key, value: item });
    }
  }
}

/** Whether every string and key in `value` can be stored. */
function storableDeep(value: unknown): boolean {
  for (const entry of walk(value)) {
    if (entry.key !== null && !storable(entry.key)) return false;
    if (typeof entry.value === 'string' && !storable(entry.value)) return false;
  }
  return true;
}

/** Whether some object in `value` has a key `__proto__`, which the body parser refuses. */
function hasProtoKey(value: unknown): boolean {
  for (const entry of walk(value)) if (entry.key === '__proto__') return true;
  return false;
}

interface Schema {
  safeParse(value: unknown): { success: boolean };
}

/**
 * Whether a body reaches its route as something `schema` takes: the API reads a body of at most
 * BODY_LIMITS.default bytes, empty or one JSON object or array with no `__proto__` key (the
 * body parser refuses those), and refuses text it cannot store, anywhere.
 */
function schemaTakes(schema: Schema, sent: string): boolean {
  if (Buffer.byteLength(sent) > BODY_LIMITS.default) return false;
  // The body is decoded as UTF-8, which drops a leading byte order mark, as JSON allows.
  const text = sent.replace(/^\uFEFF/, '');
  if (text !== '' && !/^[ \t\n\r]*[[{]/.test(text)) return false;
  let body: unknown;
  try {
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    return false;
  }
  // The schema first: what it takes is shallow, and the walks below recurse.
  return schema.safeParse(body).success && storableDeep(body) && !hasProtoKey(body);
}

// ---------------------------------------------------------------- hostile paths and queries

/** Percent-encoded as a browser would, except text that cannot be (a lone surrogate). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Raw segments: broken percent-encodings, a NUL, dot segments, numbers no id column holds. */
const RAW_SEGMENTS = [
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%',
  '%zz',
  '%00',
  'x%00y',
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '99999999999999999999',
  '-1',
  '0',
  '2147483648',
  '-9223372036854775809',
  '1e400',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const hostileSegment = fc.oneof(
  hostileText.filter((text) => text !== '').map(encode),
  fc.constantFrom(...RAW_SEGMENTS),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.integer({ min: 500, max: 6_000 }).map((length) => 'a'.repeat(length)),
);

/** A segment the client does not resolve away (`.` and `..` name the list, or nothing). */
const hostileIdSegment = hostileSegment.filter((segment) => !/^(\.|%2e){1,2}$/i.test(segment));

/** Keys and values a query string of these keys could hold, percent-encoded or raw. */
function hostileQuery(keys: readonly string[], values: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.constantFrom(...values).map(encode),
    hostileText.map(encode),
    fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', ''),
  );
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys, ...PROTOTYPE_KEYS), hostileText).map(encode), value), {
      maxLength: 5,
    })
    .map((pairs) => pairs.map(([key, text]) => `${key}=${text}`).join('&'));
}

/** The query as Koa hands it to a route (koa/lib/search-params.js): a repeated key is a list. */
function koaQuery(query: string): Record<string, unknown> {
  const params = new URLSearchParams(new URL(`http://x/?${query}`).search);
  const parsed: Record<string, unknown> = {};
  for (const key of params.keys()) {
    const values = params.getAll(key);
    Object.defineProperty(parsed, key, {
      value: values.length <= 1 ? values[0] : values,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return parsed;
}

const DAYS = ['2026-01-01', '2026-02-30', '2026-13-01', '1999-12-31', '0000-01-01', '3000-01-01', '2026-1-1'];
const PAGES = ['1', '0', '-1', '1.5', '1e3', '10000', '10001', '99999999999999999999', 'Infinity', ' 2', '0x10'];

// ---------------------------------------------------------------- what every answer must be

/**
 * A digest of each table the app writes: equal digests, nothing changed. A staff session's last
 * use is left out, as any request moves it, refused or not.
 */
async function digest(): Promise<Record<string, string>> {
  const row = "(to_jsonb(r) - 'last_seen_at')::text";
  const columns = STORE_TABLES.map(
    (table) => `(select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from ${table} r) as ${table}`,
  );
  const { rows } = await api.db.raw(`select ${columns.join(', ')}`);
  return rows[0];
}

const without = (tables: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(tables).filter(([name]) => !names.includes(name)));

/** Never a 5xx; JSON but for a 204; a refusal is the shared error body; nothing internal leaks. */
function expectSafeAnswer(response: TestResponse, allowed: number[], label: string) {
  const where = `${label.slice(0, 300)} -> ${response.status} ${response.text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  expect(allowed, where).toContain(response.status);
  if (response.status !== 204) expect(response.headers.get('content-type'), where).toMatch(/^application\/json/);
  if (response.status >= 400) {
    const error = readErrorBody(response.body)?.error;
    expect(error, where).toBeDefined();
    // The error middleware's words for a failure it knows nothing about: a refusal says what was wrong.
    expect(error?.message, where).not.toBe('The request could not be processed.');
  }
  expect(response.text, where).not.toMatch(/node_modules|\.ts:\d|\bat \S+ \(|\bfrom \\?"\w+\\?"/i);
}

/** What a body the schema refuses is answered: bad input, or too large to read. */
const REFUSED_BODY = [400, 413];
const REFUSED_CODES = ['invalid_request', 'invalid_json', 'payload_too_large', 'unsupported_media_type'];

/**
 * Sends each input: the answer is one of `allowed`, and a refusal (4xx) leaves every table as it
 * was. A request its schema did not take is refused as bad input; one it took (`taken`) may be refused
 * by the store's own rules, which write `records` on the way (a failed sign-in is recorded).
 */
async function fuzz<T>(
  arbitrary: fc.Arbitrary<T>,
  send: (input: T) => Promise<{ response: TestResponse; allowed: number[]; taken: boolean }>,
  options: {
    records?: readonly string[];
    numRuns?: number;
    /** Checks the store after a change was made, before the next input is sent. */
    afterChange?: (label: string) => Promise<void>;
  } = {},
) {
  let before = await digest();
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      const { response, allowed, taken } = await send(input);
      // Read before any check: the runs that shrink a failure then compare with what it left.
      const [was, after] = [before, await digest()];
      before = after;
      const label = JSON.stringify(input)?.slice(0, 300) ?? String(input);
      expectSafeAnswer(response, allowed, label);
      if (!taken) expect(REFUSED_CODES, label).toContain(readErrorBody(response.body)?.error.code);
      if (response.status >= 400) {
        const recorded = taken ? (options.records ?? []) : [];
        expect(without(after, recorded), label).toEqual(without(was, recorded));
      }
      if (response.status < 300 && options.afterChange) {
        await options.afterChange(label);
        before = await digest();
      }
    }),
    { numRuns: options.numRuns ?? RUNS },
  );
}

/**
 * The back office after a change the store took, and the shop when the change is one it shows
 * (`shop`): every read of what changed, and a cart and a payment in the state whose rules it may
 * have changed. None a 5xx.
 */
async function expectStoreStillAnswers(owner: TestClient, label: string, shop: boolean) {
  const answers: (readonly [string, TestResponse])[] = [];
  if (shop) {
    const shopper = await api.verifiedClient();
    const reads = [
      API_PATHS.products,
      API_PATHS.featuredProducts,
      productApiPath('tangie-flower'),
      API_PATHS.stateRules,
      API_PATHS.reviews,
      '/',
      productPath('tangie-flower'),
      categoryPath('flower'),
    ];
    for (const path of reads) answers.push([path, await shopper.get(path)]);
    const line = { productId: 'tangie-flower', size: '7g', quantity: 1 };
    answers.push(['cart', await shopper.post(API_PATHS.cart, { json: line })]);
    const payment = { delivery: DELIVERY, deliveryOption: 'standard' };
    answers.push(['payment', await shopper.post(API_PATHS.createPaymentIntent, { json: payment })]);
  }
  const backOffice = [
    API_PATHS.adminProducts,
    API_PATHS.adminStock,
    API_PATHS.adminOrders,
    API_PATHS.adminAudit,
    API_PATHS.adminStateRules,
    adminStateRuleApiPath('CA'),
    `${API_PATHS.adminReviews}?status=approved`,
    `${API_PATHS.adminMessages}?status=all`,
    API_PATHS.adminStaff,
  ];
  for (const path of backOffice) answers.push([path, await owner.get(path)]);
  for (const [what, response] of answers) {
    const where = `${label} then ${what} -> ${response.status} ${response.text.slice(0, 300)}`;
    expect(response.status, where).toBeLessThan(500);
  }
}

// ---------------------------------------------------------------- the writes

/** A pending review from the shop's form; answers its id. */
async function pendingReview(): Promise<string> {
  const response = await api.client().post(API_PATHS.reviews, {
    json: {
      submissionId: randomUUID(),
      name: 'Sam Q.',
      rating: 5,
      product: 'Lychee Gummies',
      title: 'Lovely',
      review: 'Calm and even.',
    },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.id;
}

/** A message from the shop's contact form; answers its id. */
async function contactMessage(): Promise<string> {
  const response = await api.client().post(API_PATHS.contact, {
    json: { submissionId: randomUUID(), name: 'Ada', email: 'ada@example.com', subject: 'feedback', message: 'Hi' },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.id;
}

async function paidOrderId(): Promise<string> {
  return (await placePaidOrder(api.baseUrl)).order.id;
}

/** An order packed and sent out by a staff member: In Transit. */
async function inTransitOrderId(): Promise<string> {
  const id = await paidOrderId();
  const { client } = await staffClient(api, 'staff', `sender-${randomUUID()}@verdant.test`);
  await sendOut(client, { id });
  return id;
}

function editableRule(code: string): Record<string, unknown> {
  const rule = STATE_RULES_SEED.find((candidate) => candidate.code === code);
  if (!rule) throw new Error(`No seeded rule for ${code}`);
  const { offered, categories, limits, note, sources, reviewedOn } = structuredClone(rule);
  return { offered, categories, limits, note, sources, reviewedOn };
}

/** A note staff may write: up to 500 characters once trimmed, or none. */
const EDGE_NOTE = fc.oneof(edgeText(500), fc.constantFrom('', '   '));

const EDGE_EMAIL = fc.constantFrom(
  "o'brien+tag@sub.verdant.test",
  ' UPPER@VERDANT.TEST ',
  'a@b.co',
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}.test`,
);
const EDGE_PASSWORD = fc.oneof(
  fc.constantFrom('x'.repeat(12), 'x'.repeat(256), '🌿'.repeat(128), ' '.repeat(12), "' or 1=1 -- pass"),
  edgeText(256).filter((text) => text.length >= 12),
);

/** A purchase limit the rules take, at the edges of its amounts and weights. */
const edgeLimit = fc.oneof(
  fc.record({
    label: edgeText(40),
    of: edgeText(160),
    unit: fc.constant('g'),
    amount: fc.constantFrom(Number.MIN_VALUE, 1e-9, 0.001, 28.35, 1_000_000),
    period: fc.constantFrom('day', 'order'),
    counts: fc.record(
      {
        flowerGrams: fc.constantFrom(Number.MIN_VALUE, 1, 10_000),
        prerollGrams: fc.constantFrom(0, 0.5),
        concentrateGrams: fc.constantFrom(0, 10_000),
      },
      { requiredKeys: ['flowerGrams'] },
    ),
  }),
  fc.record({
    label: edgeText(40),
    of: edgeText(160),
    unit: fc.constant('mg'),
    amount: fc.constantFrom(Number.MIN_VALUE, 0.001, 1_000_000),
    period: fc.constantFrom('day', 'order'),
    counts: fc.record({ edibleThcMg: fc.constantFrom(Number.MIN_VALUE, 1, 10_000) }),
  }),
);

const edgeSource = fc.record({
  title: edgeText(200),
  url: fc.constantFrom(
    'https://example.gov/x',
    'https://xn--e1afmkfd.xn--p1ai/',
    'https://例え.jp/パス?q=1#f',
    `https://example.gov/${'a'.repeat(1_500)}`,
  ),
  asOf: fc.constantFrom(null, '2000-01-01', '2999-12-31'),
});

const NOTE = notText(500).filter((value) => typeof value !== 'string' || value.trim().length > 500);
const ORDER_STATUS = fc.constantFrom<unknown>('PAID', 'shipped', 'placed', '', ' paid', null, 1, ['paid']);

interface Write {
  method: 'POST' | 'PUT' | 'PATCH';
  /** The path of a real subject, and its body: made anew in each test's fresh store. */
  prepare(): Promise<{ path: string; valid: Record<string, unknown> }>;
  schema: Schema;
  /** Values each field can never take, tried beside any hostile value. */
  broken: Record<string, fc.Arbitrary<unknown>>;
  /** Values at the edges of what each field takes. */
  edges: Record<string, fc.Arbitrary<unknown>>;
  /** Paths naming no subject (or none that exists); null where the path names none. */
  hostilePaths: fc.Arbitrary<string> | null;
  /** The answers to a body the schema takes: the change, or the store's own refusal. */
  accepted: number[];
  /** Tables a well-formed request the store refuses writes to, by design. */
  records?: string[];
  /** Whether what it changes is the shop's: the catalogue, its stock, ratings, state rules. */
  shop?: boolean;
}

const under = (path: (segment: string) => string) => hostileSegment.map(path);

const WRITES: Record<string, Write> = {
  'PATCH /api/admin/products/:id': {
    method: 'PATCH',
    prepare: async () => ({
      path: adminProductApiPath('tangie-flower'),
      valid: { name: 'Tangie Flower', description: 'Bright citrus.', price: '45.00', featured: true },
    }),
    schema: productEditSchema,
    broken: {
      name: notText(100),
      description: notText(2000),
      price: fc.constantFrom<unknown>('0.00', '-1.00', '1e3', 'NaN', '48', '48.0', '1000000.00', '4 8.00', 48, null),
      category: fc.constantFrom<unknown>('Flower', 'weed', '', null, 1, ['flower']),
      effects: fc.constantFrom<unknown>([], Array(9).fill('calm'), ['x'.repeat(41)], [''], 'calm', [1]),
      flavors: fc.constantFrom<unknown>([], 'citrus', [null]),
      thcContent: notText(60),
      cbdContent: notText(60),
      featured: fc.constantFrom<unknown>('true', 1, 0, null, 'yes'),
      discontinued: fc.constantFrom<unknown>('false', 0, null),
      id: fc.constantFrom<unknown>('lychee-gummies'),
      rating: fc.constantFrom<unknown>('5.0'),
    },
    edges: {
      name: edgeText(100),
      description: edgeText(2000),
      price: fc.constantFrom('0.01', '999999.99', ' 48.00 ', '000001.00'),
      category: fc.constantFrom(...CATEGORY_IDS),
      effects: fc.array(edgeText(40), { minLength: 1, maxLength: 8 }),
      flavors: fc.array(edgeText(40), { minLength: 1, maxLength: 8 }),
      thcContent: fc.oneof(
        edgeText(60),
        fc.constantFrom('100mg THC per gummy', '0.001mg THC per gummy', '5 MG thc per piece'),
      ),
      cbdContent: edgeText(60),
      featured: fc.boolean(),
      discontinued: fc.boolean(),
    },
    hostilePaths: under(adminProductApiPath),
    // The server also checks the product as the edit leaves it (a gummy's THC).
    accepted: [200, 400],
    shop: true,
  },
  'PUT /api/admin/state-rules/:code': {
    method: 'PUT',
    prepare: async () => ({ path: adminStateRuleApiPath('CA'), valid: editableRule('CA') }),
    schema: stateRuleEditSchema,
    broken: {
      offered: fc.constantFrom<unknown>('true', 1, null),
      categories: fc.constantFrom<unknown>(['flower', 'flower'], ['weed'], 'flower', [], [null]),
      limits: fc.constantFrom<unknown>(
        'none',
        [{}],
        [{ label: 'x', of: 'x', unit: 'kg', amount: 1, period: 'day', counts: { flower: 1 } }],
        [{ label: 'x', of: 'x', unit: 'g', amount: -1, period: 'day', counts: { flower: 1 } }],
        [{ label: 'x', of: 'x', unit: 'g', amount: 1e308, period: 'day', counts: { constructor: 1 } }],
        [{ label: 'x', of: 'x', unit: 'g', amount: 1, period: 'week', counts: { flower: 'NaN' } }],
        Array(11).fill({ label: 'x', of: 'x', unit: 'g', amount: 1, period: 'day', counts: { flower: 1 } }),
      ),
      note: fc.constantFrom<unknown>('x'.repeat(301), 1, null),
      sources: fc.constantFrom<unknown>(
        [],
        [{ title: 'x', url: 'http://example.gov', asOf: null }],
        [{ title: 'x', url: 'javascript:alert(1)', asOf: null }],
        [{ title: '', url: 'https://example.gov', asOf: '2026-02-30' }],
      ),
      reviewedOn: fc.constantFrom<unknown>(...DAYS.slice(1), 20260101, null),
      noLimitsConfirmed: fc.constantFrom<unknown>('yes', 1, null),
      code: fc.constantFrom<unknown>('NY'),
      timeZone: fc.constantFrom<unknown>('UTC'),
    },
    edges: {
      offered: fc.boolean(),
      categories: fc.subarray([...CATEGORY_IDS]),
      limits: fc.array(edgeLimit, { maxLength: 10 }),
      note: fc.oneof(edgeText(300), fc.constant('')),
      sources: fc.array(edgeSource, { maxLength: 10 }),
      reviewedOn: fc.constantFrom('2000-01-01', '2999-12-31', '2024-02-29'),
      noLimitsConfirmed: fc.boolean(),
    },
    hostilePaths: under(adminStateRuleApiPath),
    accepted: [200],
    shop: true,
  },
  'PUT /api/admin/stock/:productId/:size': {
    method: 'PUT',
    prepare: async () => ({ path: adminStockApiPath('tangie-flower', '7g'), valid: { onHand: 12 } }),
    schema: setStockSchema,
    broken: { onHand: notWholeNumber(0, 100_000) },
    edges: { onHand: fc.constantFrom(0, 1, 99_999, 100_000) },
    hostilePaths: fc
      .oneof(
        fc.tuple(hostileSegment, hostileSegment),
        hostileSegment.map((size) => ['tangie-flower', size] as const),
        hostileSegment.map((id) => [id, '7g'] as const),
      )
      .map(([id, size]) => `${API_PATHS.adminStock}/${id}/${size}`),
    // 404 once the product has moved to a category not sold in 7g (where writes share a store).
    accepted: [200, 404],
    shop: true,
  },
  'PUT /api/admin/settings/low-stock-threshold': {
    method: 'PUT',
    prepare: async () => ({ path: API_PATHS.adminLowStockThreshold, valid: { threshold: 3 } }),
    schema: lowStockThresholdSchema,
    broken: { threshold: notWholeNumber(0, 1_000) },
    edges: { threshold: fc.constantFrom(0, 1, 999, 1_000) },
    hostilePaths: null,
    accepted: [200],
  },
  'POST /api/admin/orders/:id/status': {
    method: 'POST',
    prepare: async () => ({
      path: adminOrderStatusApiPath(await paidOrderId()),
      valid: { from: 'paid', to: 'processing', note: 'Packed' },
    }),
    schema: orderStatusMoveSchema,
    broken: { from: ORDER_STATUS, to: ORDER_STATUS, note: NOTE },
    edges: { from: fc.constantFrom(...ORDER_STATUSES), to: fc.constantFrom(...ORDER_STATUSES), note: EDGE_NOTE },
    hostilePaths: under(adminOrderStatusApiPath),
    accepted: [200, 409],
  },
  'PUT /api/admin/orders/:id/tracking': {
    method: 'PUT',
    prepare: async () => ({
      path: adminOrderTrackingApiPath(await inTransitOrderId()),
      valid: { carrier: 'UPS', trackingNumber: '1Z 999 AA1 01-2345 6784' },
    }),
    schema: trackingUpdateSchema,
    broken: {
      carrier: notText(60),
      trackingNumber: fc.constantFrom<unknown>('1Z/99', '1Z_99', 'É123', '9'.repeat(41), '', '   ', 1, [], {}),
    },
    edges: {
      carrier: edgeText(60),
      trackingNumber: fc.constantFrom('1', '9'.repeat(40), ' 1Z-99 AB ', 'a b-c', '--'),
    },
    hostilePaths: under(adminOrderTrackingApiPath),
    accepted: [200],
  },
  'POST /api/admin/orders/:id/delivery-attempts': {
    method: 'POST',
    prepare: async () => ({ path: adminOrderDeliveryAttemptsApiPath(await paidOrderId()), valid: { note: 'Out' } }),
    schema: failedDeliverySchema,
    broken: { note: NOTE },
    edges: { note: EDGE_NOTE },
    hostilePaths: under(adminOrderDeliveryAttemptsApiPath),
    accepted: [200, 409],
  },
  'POST /api/admin/orders/:id/cancel': {
    method: 'POST',
    prepare: async () => ({
      path: adminOrderCancelApiPath(await paidOrderId()),
      valid: { from: 'paid', note: 'The shopper asked' },
    }),
    schema: cancelOrderSchema,
    broken: { from: ORDER_STATUS, note: NOTE },
    edges: { from: fc.constantFrom(...ORDER_STATUSES), note: EDGE_NOTE },
    hostilePaths: under(adminOrderCancelApiPath),
    accepted: [200, 409],
  },
  'POST /api/admin/reviews/:id/decision': {
    method: 'POST',
    prepare: async () => ({
      path: adminReviewDecisionApiPath(await pendingReview()),
      valid: { decision: 'approved', note: 'Fine' },
    }),
    schema: reviewDecisionSchema,
    broken: { decision: fc.constantFrom<unknown>('approve', 'APPROVED', 'pending', '', true, null), note: NOTE },
    edges: { decision: fc.constantFrom('approved', 'rejected'), note: EDGE_NOTE },
    hostilePaths: under(adminReviewDecisionApiPath),
    accepted: [200, 409],
    shop: true,
  },
  'PATCH /api/admin/messages/:id': {
    method: 'PATCH',
    prepare: async () => ({
      path: adminMessageApiPath(await contactMessage()),
      valid: { handled: true, note: 'Called back' },
    }),
    schema: messageUpdateSchema,
    broken: { handled: fc.constantFrom<unknown>('true', 1, 0, null), note: NOTE },
    edges: { handled: fc.boolean(), note: EDGE_NOTE },
    hostilePaths: under(adminMessageApiPath),
    accepted: [200],
  },
  'POST /api/admin/staff': {
    method: 'POST',
    prepare: async () => ({
      path: API_PATHS.adminStaff,
      valid: { email: 'packer@verdant.test', password: 'a long enough passphrase', role: 'staff' },
    }),
    schema: createStaffRequestSchema,
    broken: {
      email: fc.constantFrom<unknown>('no-at-sign', 'a@', '@b.co', `${'a'.repeat(250)}@b.co`, ' ', null, 1),
      password: fc.constantFrom<unknown>('short', 'x'.repeat(257), 123456789012345, null),
      role: fc.constantFrom<unknown>('Owner', 'admin', '', null, ['owner']),
    },
    edges: { email: EDGE_EMAIL, password: EDGE_PASSWORD, role: fc.constantFrom('owner', 'staff') },
    hostilePaths: null,
    accepted: [201, 409],
  },
  'PATCH /api/admin/staff/:id': {
    method: 'PATCH',
    prepare: async () => ({
      path: adminStaffApiPath((await addStaffMember(api, 'staff')).id),
      valid: { role: 'owner', disabled: false, password: 'a brand new passphrase 7' },
    }),
    schema: updateStaffRequestSchema,
    broken: {
      role: fc.constantFrom<unknown>('Owner', 'admin', '', null),
      disabled: fc.constantFrom<unknown>('true', 1, null),
      password: fc.constantFrom<unknown>('short', 'x'.repeat(257), 123456789012345, null),
    },
    edges: { role: fc.constantFrom('owner', 'staff'), disabled: fc.boolean(), password: EDGE_PASSWORD },
    hostilePaths: under(adminStaffApiPath),
    accepted: [200, 409],
  },
  'POST /api/admin/session': {
    method: 'POST',
    prepare: async () => ({
      path: API_PATHS.adminSession,
      valid: { email: staffEmail('owner'), password: 'not the owner’s password' },
    }),
    schema: signInRequestSchema,
    broken: {
      email: fc.constantFrom<unknown>('no-at-sign', 'owner@', `${'a'.repeat(250)}@b.co`, '', null, [
        'owner@verdant.test',
      ]),
      password: fc.constantFrom<unknown>('', 'x'.repeat(257), 12345, null, true),
    },
    edges: { email: EDGE_EMAIL, password: fc.oneof(EDGE_PASSWORD, edgeText(256)) },
    hostilePaths: null,
    // A well-formed sign-in with the wrong password fails, and counts towards the limits.
    accepted: [401, 429],
    records: ['audit_log', 'staff_sign_in_attempts'],
  },
};

/** The owner's client, and the write's real path and valid body. */
async function ownerAnd(write: Write) {
  const { client } = await staffClient(api, 'owner');
  return { client, ...(await write.prepare()) };
}

const json = (body: string) => ({ body, headers: { 'content-type': 'application/json' } });

describe.each(Object.entries(WRITES))('%s under hostile input', (_name, write) => {
  test('a body its schema refuses is a JSON 400 (or 413) and changes nothing; one it takes is answered', async () => {
    const { client, path, valid } = await ownerAnd(write);
    await fuzz(
      hostileBodies(valid, write.broken, write.edges),
      async (body) => {
        const taken = schemaTakes(write.schema, body);
        const response = await client.request(write.method, path, json(body));
        return { response, allowed: taken ? write.accepted : REFUSED_BODY, taken };
      },
      {
        records: write.records ?? [],
        afterChange: (label) => expectStoreStillAnswers(client, label, write.shop ?? false),
      },
    );
  });

  const paths = write.hostilePaths;
  if (paths) {
    test('a hostile path with a valid body is a JSON 4xx and changes nothing', async () => {
      const { client, valid } = await ownerAnd(write);
      await fuzz(paths, async (path) => ({
        response: await client.request(write.method, path, { json: valid }),
        // `.` and `..` resolve to the list, which takes no such method (405), or to no path.
        allowed: [400, 404, 405],
        taken: true,
      }));
    });
  }
});

/** Every write prepared in one store, for the tests that pick among them. */
async function everyWrite() {
  const writes = [];
  for (const write of Object.values(WRITES)) writes.push({ ...write, ...(await write.prepare()) });
  return writes;
}

test('every write: a valid body of the wrong content type or encoding is refused and changes nothing', async () => {
  const { client } = await staffClient(api, 'owner');
  const writes = await everyWrite();
  const printable = fc
    .string({ unit: 'binary-ascii', maxLength: 60 })
    .map((value) => value.replace(/[^\x20-\x7e]/g, ''));
  // A charset beside application/json is no other type: JSON defines none (RFC 8259), and the
  // body is read as UTF-8 whatever it says.
  const contentType = fc.oneof(
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/jsonx',
      'json',
    ),
    printable.filter((value) => value !== '' && !/^\s*application\/(.*\+)?json\s*(;.*)?$/i.test(value)),
  );
  const headers = fc.oneof(
    contentType.map((type) => ({ 'content-type': type })),
    fc
      .constantFrom('gzip', 'deflate', 'br', 'compress', 'identity, gzip')
      .map((encoding) => ({ 'content-type': 'application/json', 'content-encoding': encoding })),
  );
  await fuzz(
    fc.tuple(fc.constantFrom(...writes), headers),
    async ([write, sent]) => ({
      response: await client.request(write.method, write.path, { body: JSON.stringify(write.valid), headers: sent }),
      allowed: [400, 415],
      taken: false,
    }),
    { numRuns: 4 * RUNS },
  );
});

test('every write: the same body twice at once, or two bodies, are each answered as alone, never a 5xx', async () => {
  const { client } = await staffClient(api, 'owner');
  const writes = await everyWrite();
  const pairs = fc.constantFrom(...writes).chain((write) => {
    const body = hostileBodies(write.valid, write.broken, write.edges);
    return fc.tuple(
      fc.constant(write),
      fc.oneof(
        body.map((text) => [text, text]),
        fc.tuple(body, body),
      ),
    );
  });
  await fc.assert(
    fc.asyncProperty(pairs, async ([write, bodies]) => {
      const before = await digest();
      const responses = await Promise.all(bodies.map((body) => client.request(write.method, write.path, json(body))));
      const taken = bodies.map((body) => schemaTakes(write.schema, body));
      responses.forEach((response, index) => {
        const label = `${write.method} ${write.path} ${bodies[index]?.slice(0, 200)}`;
        expectSafeAnswer(response, taken[index] ? write.accepted : REFUSED_BODY, label);
      });
      if (responses.every((response) => response.status >= 400)) {
        const recorded = taken.some(Boolean) ? (write.records ?? []) : [];
        expect(without(await digest(), recorded), JSON.stringify(bodies)).toEqual(without(before, recorded));
      }
    }),
    { numRuns: 2 * RUNS },
  );
});

test('every write path: a write method it does not take is a JSON 405 and changes nothing', async () => {
  const { client } = await staffClient(api, 'owner');
  const writes = await everyWrite();
  const calls = fc.constantFrom(...writes).chain((write) =>
    fc.tuple(
      fc.constant(write),
      // Signing out is DELETE on the sign-in's path.
      fc.constantFrom(
        ...['POST', 'PUT', 'PATCH', 'DELETE'].filter(
          (method) => method !== write.method && !(write.path === API_PATHS.adminSession && method === 'DELETE'),
        ),
      ),
    ),
  );
  await fuzz(calls, async ([write, method]) => ({
    response: await client.request(method, write.path, { json: write.valid }),
    allowed: [405],
    taken: true,
  }));
});

// ---------------------------------------------------------------- signing out

describe('DELETE /api/admin/session under hostile input', () => {
  const cookieText = fc
    .string({ unit: 'binary-ascii', maxLength: 200 })
    .map((text) => text.replace(/[^\x21-\x3a\x3c-\x7e]/g, '') || 'x');

  test('a forged or tampered staff cookie signs nobody out: 401, nothing changes', async () => {
    const { client } = await staffClient(api, 'owner');
    const token = client.cookies.get('verdant_staff') ?? '';
    const signature = client.cookies.get('verdant_staff.sig') ?? '';
    await fuzz(
      fc.oneof(
        fc.tuple(cookieText, cookieText),
        cookieText.map((forged) => [token, forged] as const),
        cookieText.map((forged) => [forged, signature] as const),
        fc.constantFrom([`${token}x`, signature] as const, [token.slice(1), signature] as const),
      ),
      async ([value, sig]) => {
        const forger = api.client();
        forger.cookies.set('verdant_staff', value);
        forger.cookies.set('verdant_staff.sig', sig);
        return { response: await forger.delete(API_PATHS.adminSession), allowed: [401], taken: true };
      },
    );
  });

  test('a hostile query or body beside a real session signs out (204) or is refused and changes nothing', async () => {
    const owner = await addStaffMember(api, 'owner');
    const signedIn = async () => {
      const client = api.client();
      expect((await signIn(client, owner.email)).status).toBe(200);
      return client;
    };
    let client = await signedIn();
    await fuzz(
      fc.tuple(
        hostileQuery(['reason', 'all'], ['true', '1']),
        fc.oneof(hostileBodies({ all: true }, {}), fc.constant(undefined)),
        fc.constantFrom('application/json', 'text/plain', 'a/b'),
      ),
      async ([query, body, type]) => {
        const response = await client.delete(`${API_PATHS.adminSession}?${query}`, {
          ...(body === undefined ? {} : { body }),
          headers: { 'content-type': type },
        });
        if (response.status === 204) {
          expect((await client.get(API_PATHS.adminSession)).status).toBe(401);
          client = await signedIn();
        }
        return { response, allowed: [204, 400, 413, 415], taken: true };
      },
    );
  });
});

// ---------------------------------------------------------------- the lists' filters

interface ListQuery {
  path: string;
  schema: Schema;
  keys: string[];
  values: string[];
  list: { parse(value: unknown): unknown };
  /** What the store checks beyond the schema. */
  alsoRefuses?: (query: Record<string, unknown>) => boolean;
}

const LISTS: Record<string, ListQuery> = {
  'GET /api/admin/orders': {
    path: API_PATHS.adminOrders,
    schema: orderListQuerySchema,
    keys: ['status', 'from', 'to', 'q', 'page'],
    values: ['paid', 'PAID', ...DAYS, ...PAGES, ...SQL, 'x'.repeat(101)],
    list: adminOrderListSchema,
    alsoRefuses: ({ from, to }) => typeof from === 'string' && typeof to === 'string' && from > to,
  },
  'GET /api/admin/audit': {
    path: API_PATHS.adminAudit,
    schema: auditQuerySchema,
    keys: ['action', 'staff', 'from', 'to', 'page'],
    values: ['staff.sign_in', 'STAFF.SIGN_IN', staffEmail('owner'), ...DAYS, ...PAGES, ...SQL, 'x'.repeat(255)],
    list: auditListSchema,
  },
  'GET /api/admin/reviews': {
    path: API_PATHS.adminReviews,
    schema: reviewQuerySchema,
    keys: ['status'],
    values: ['pending', 'approved', 'rejected', 'Pending', 'all'],
    list: adminReviewListSchema,
  },
  'GET /api/admin/messages': {
    path: API_PATHS.adminMessages,
    schema: messageQuerySchema,
    keys: ['status'],
    values: ['open', 'handled', 'all', 'unread'],
    list: adminMessageListSchema,
  },
  'GET /api/admin/outbox': {
    path: API_PATHS.adminOutbox,
    schema: outboxQuerySchema,
    keys: ['status', 'order', 'before'],
    values: ['queued', 'failed', 'Failed', 'lost', randomUUID(), randomUUID().toUpperCase(), '42', ...SQL],
    list: outboxPageSchema,
  },
  'GET /api/admin/stock': {
    path: API_PATHS.adminStock,
    schema: stockQuerySchema,
    keys: ['low'],
    values: ['true', 'false', 'TRUE', '1', 'yes'],
    list: stockListSchema,
  },
};

describe.each(Object.entries(LISTS))('%s under hostile filters', (_name, list) => {
  test('a query its schema takes is a page of the list, any other a 400; nothing changes', async () => {
    await placePaidOrder(api.baseUrl);
    await pendingReview();
    await contactMessage();
    const { client } = await staffClient(api, 'owner');
    await fuzz(hostileQuery(list.keys, list.values), async (query) => {
      const parsed = koaQuery(query);
      const taken = storableDeep(parsed) && list.schema.safeParse(parsed).success;
      const response = await client.get(`${list.path}?${query}`);
      if (response.status === 200) list.list.parse(response.body);
      return { response, allowed: [taken && !list.alsoRefuses?.(parsed) ? 200 : 400], taken };
    });
  });
});

describe('reads of one subject under hostile ids', () => {
  test('GET an order, a message (which marks it read) or a state rule: a JSON 400 or 404, nothing changes', async () => {
    await contactMessage();
    const { client } = await staffClient(api, 'owner');
    await fuzz(
      fc.tuple(fc.constantFrom(adminOrderApiPath, adminMessageApiPath, adminStateRuleApiPath), hostileIdSegment),
      async ([path, id]) => ({ response: await client.get(path(id)), allowed: [400, 404], taken: true }),
    );
  });
});
