import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { CONTACT_SUBJECT_IDS, CONTACT_SUBJECTS, contactSchema, contactSubmissionSchema } from '#shared/schemas/contact';
import { DEFAULT_RATING, REVIEW_PRODUCTS, reviewSchema, reviewSubmissionSchema } from '#shared/schemas/review';
import { SubmissionsDatabase } from '../../pwa/db/outbox-db.ts';
import { SIGNED_IN_USER_KEY, saveSignedInUser, signInSchema } from '../../pwa/features/account/signed-in-user.ts';
import {
  averageRating,
  formatAverage,
  STATIC_REVIEWS,
  WOULD_RECOMMEND,
} from '../../pwa/features/community/reviews-data.ts';
import {
  type NewSubmission,
  SubmissionQueue,
  SubmissionRejectedError,
  type SubmissionTransport,
} from '../../pwa/features/community/submission-queue.ts';
import { ApiError } from '../../pwa/lib/api-client.ts';
import { newId } from '../../pwa/lib/new-id.ts';
import { type LockRunner, webLockRunner } from '../../pwa/sync/lock.ts';

const review = {
  name: 'Maya R.',
  rating: 4,
  product: 'Tangie Flower',
  title: 'Bright and citrusy',
  review: 'Uplifting without the jitters.',
};
const message = { name: 'Jordan Lee', email: 'jordan@example.com', subject: 'feedback', message: 'Love the gummies.' };

/** The first message for each field of a failed parse. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the review schema', () => {
  test('offers the eight products of the review form, in order, each one the store sells by its catalogue name', () => {
    const catalogueNames = new Set(catalogueProducts.map((product) => product.name));
    expect(REVIEW_PRODUCTS).toEqual([
      'Lychee Gummies',
      'Watermelon Gummies',
      'Blue Dream Preroll',
      'Northern Lights Preroll',
      'Purple Gruntz Vape',
      'Bubblegum Gelato Vape',
      'Sunset Sherbet Flower',
      'Tangie Flower',
    ]);
    for (const product of REVIEW_PRODUCTS) expect(catalogueNames, product).toContain(product);
  });

  test('accepts a review, trims its text and starts the rating at 5', () => {
    const { rating: _rating, ...unrated } = review;
    const parsed = reviewSchema.parse({ ...unrated, name: '  Maya R. ', title: '\tBright and citrusy\n' });
    expect(parsed).toEqual({ ...review, rating: DEFAULT_RATING });
    expect(DEFAULT_RATING).toBe(5);
  });

  test('names each field that is wrong in words a shopper understands', () => {
    expect(errorsOf(reviewSchema.safeParse({ rating: 0, product: 'Other' }))).toEqual({
      name: 'Name is required',
      rating: 'Rating must be at least 1 star',
      product: 'Choose one of our products',
      title: 'Title is required',
      review: 'Review is required',
    });
    expect(errorsOf(reviewSchema.safeParse({ ...review, name: '   ', rating: 2.5 }))).toEqual({
      name: 'Name is required',
      rating: 'Rating must be a whole number from 1 to 5',
    });
    expect(
      errorsOf(
        reviewSchema.safeParse({ ...review, name: 'n'.repeat(81), title: 't'.repeat(121), review: 'r'.repeat(2001) }),
      ),
    ).toEqual({
      name: 'Name must be at most 80 characters',
      title: 'Title must be at most 120 characters',
      review: 'Review must be at most 2000 characters',
    });
    expect(errorsOf(reviewSchema.safeParse({ ...review, rating: 6 }))).toEqual({
      rating: 'Rating must be at most 5 stars',
    });
  });

  test('limits are counted after trimming, and text is kept as written, tags included', () => {
    expect(reviewSchema.safeParse({ ...review, name: ` ${'n'.repeat(80)} ` }).success).toBe(true);
    const script = '<script>alert(1)</script>';
    expect(reviewSchema.parse({ ...review, review: script }).review).toBe(script);
  });

  test('a submission also needs a uuid made on the device, lower-cased, and drops unknown fields', () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const parsed = reviewSubmissionSchema.parse({ ...review, submissionId: id.toUpperCase(), status: 'approved' });
    expect(parsed).toEqual({ ...review, submissionId: id });
    expect(errorsOf(reviewSubmissionSchema.safeParse({ ...review, submissionId: '42' }))).toEqual({
      submissionId: 'submissionId must be a UUID made on the device',
    });
  });
});

describe('the contact schema', () => {
  test('offers the seven subjects of the spec, each with a label', () => {
    expect(CONTACT_SUBJECT_IDS).toEqual([
      'product-inquiry',
      'dosage-help',
      'order-support',
      'wellness-consultation',
      'partnership',
      'feedback',
      'other',
    ]);
    for (const subject of CONTACT_SUBJECTS) expect(subject.label.length).toBeGreaterThan(0);
  });

  test('accepts a message, trimming the email too', () => {
    expect(contactSchema.parse({ ...message, email: '  jordan@example.com ' })).toEqual(message);
  });

  test('names each field that is wrong', () => {
    expect(errorsOf(contactSchema.safeParse({}))).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      subject: 'Choose a subject',
      message: 'Message is required',
    });
    expect(errorsOf(contactSchema.safeParse({ ...message, email: 'jordan@', subject: 'complaint' }))).toEqual({
      email: 'Enter a valid email address, like name@example.com',
      subject: 'Choose a subject',
    });
    expect(errorsOf(contactSchema.safeParse({ ...message, message: 'm'.repeat(5001) }))).toEqual({
      message: 'Message must be at most 5000 characters',
    });
    expect(errorsOf(contactSchema.safeParse({ ...message, message: 'nul\u0000byte' }))).toEqual({
      message: 'Message contains a character that cannot be stored',
    });
  });

  test('a submission carries its device id', () => {
    const submissionId = newId();
    expect(contactSubmissionSchema.parse({ ...message, submissionId })).toEqual({ ...message, submissionId });
  });
});

describe('the review summary', () => {
  test('six static reviews, each with a date, title, text, name, verified mark and helpful count, about products of the list', () => {
    expect(STATIC_REVIEWS).toHaveLength(6);
    expect(new Set(STATIC_REVIEWS.map((item) => item.id)).size).toBe(6);
    for (const item of STATIC_REVIEWS) {
      expect(REVIEW_PRODUCTS).toContain(item.product);
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(item.date && item.title && item.review && item.name).toBeTruthy();
      expect(typeof item.verified).toBe('boolean');
      expect(Number.isInteger(item.helpful)).toBe(true);
    }
  });

  test('the average is the mean rounded to one decimal', () => {
    expect(averageRating(STATIC_REVIEWS)).toBe(4.7);
    expect(formatAverage(averageRating(STATIC_REVIEWS))).toBe('4.7');
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe(4.5);
    expect(averageRating([{ rating: 5 }, { rating: 5 }, { rating: 4 }])).toBe(4.7);
    expect(averageRating([{ rating: 1 }, { rating: 2 }, { rating: 2 }])).toBe(1.7);
    expect(formatAverage(averageRating([{ rating: 5 }]))).toBe('5.0');
    expect(averageRating([])).toBe(0);
  });

  test('would-recommend is the fixed figure', () => {
    expect(WOULD_RECOMMEND).toBe('98% Would Recommend');
  });
});

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('the signed-in user', () => {
  test('a blank name is refused with the spec message; a name is trimmed', () => {
    expect(errorsOf(signInSchema.safeParse({ name: '   ' }))).toEqual({ name: 'Name is required' });
    expect(signInSchema.parse({ name: '  Alex ' })).toEqual({ name: 'Alex' });
  });

  test('is kept under verdant:user as {name, signedInAt}', () => {
    const storage = new MemoryStorage();
    const now = new Date('2026-03-01T10:20:30.000Z');
    saveSignedInUser('Alex', now, storage);
    expect(JSON.parse(storage.getItem(SIGNED_IN_USER_KEY) ?? '')).toEqual({
      name: 'Alex',
      signedInAt: '2026-03-01T10:20:30.000Z',
    });
  });
});

describe('the submission queue', () => {
  let db: SubmissionsDatabase;
  let online: boolean;
  let sent: NewSubmission[];
  let answer: (submission: NewSubmission) => Promise<void>;
  let lock: LockRunner;
  const transport: SubmissionTransport = async (submission) => {
    await answer(submission);
    sent.push({ kind: submission.kind, payload: submission.payload } as NewSubmission);
  };
  const queue = (options: { sendTimeoutMs?: number } = {}) =>
    new SubmissionQueue({ db, transport, isOnline: () => online, lock, ...options });
  const aReview = (): NewSubmission => ({
    kind: 'review',
    payload: { ...reviewSchema.parse(review), submissionId: newId() },
  });
  const aMessage = (): NewSubmission => ({
    kind: 'contact',
    payload: { ...contactSchema.parse(message), submissionId: newId() },
  });
  const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

  beforeEach(() => {
    db = new SubmissionsDatabase(`submissions-${crypto.randomUUID()}`);
    online = true;
    sent = [];
    answer = () => Promise.resolve();
    lock = webLockRunner(`test-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    await db.delete();
  });

  test('online, a submission is sent at once and nothing stays on the device', async () => {
    const submission = aReview();
    expect(await queue().submit(submission)).toBe('sent');
    expect(sent).toEqual([submission]);
    expect(await db.submissions.count()).toBe(0);
  });

  test('offline, it is kept as waiting without trying, and a flush once online sends it', async () => {
    online = false;
    const submissions = queue();
    const first = aReview();
    const second = aMessage();
    expect(await submissions.submit(first)).toBe('queued');
    expect(await submissions.submit(second)).toBe('queued');
    expect(sent).toEqual([]);
    expect((await db.submissions.toArray()).map((row) => [row.kind, row.status])).toEqual(
      expect.arrayContaining([
        ['review', 'waiting'],
        ['contact', 'waiting'],
      ]),
    );
    await submissions.flush();
    expect(sent).toEqual([]);

    online = true;
    await submissions.flush();
    expect(sent.map((item) => item.payload.submissionId).sort()).toEqual(
      [first.payload.submissionId, second.payload.submissionId].sort(),
    );
    expect(await db.submissions.count()).toBe(0);
  });

  test('a network failure or a 5xx keeps it waiting with the reason, for the next flush', async () => {
    answer = networkDown;
    const submissions = queue();
    expect(await submissions.submit(aReview())).toBe('queued');
    answer = () => Promise.reject(new ApiError(503, 'internal_error', '503: down'));
    expect(await submissions.submit(aMessage())).toBe('queued');
    const rows = await db.submissions.orderBy('createdAt').toArray();
    expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ['waiting', 1, 'The store could not be reached.'],
      ['waiting', 1, '503: down'],
    ]);
    answer = () => Promise.resolve();
    await submissions.flush();
    expect(sent).toHaveLength(2);
    expect(await db.submissions.count()).toBe(0);
  });

  test("a 429 keeps it waiting, and the outcome carries the store's words for the form to show", async () => {
    const words = 'Too many contact messages. Please try again in 10 minutes.';
    answer = () => Promise.reject(new ApiError(429, 'too_many_attempts', `429: ${words}`, words, undefined, '600'));
    const submission = aMessage();
    expect(await queue().submit(submission)).toEqual({ held: words });
    expect(await db.submissions.get(submission.payload.submissionId)).toMatchObject({ status: 'waiting', attempts: 1 });
    answer = () => Promise.resolve();
    await queue().flush();
    expect(sent).toEqual([submission]);
  });

  test.each([408, 425, 500, 502, 503, 504])('a %i keeps it waiting with the reason too', async (status) => {
    answer = () => Promise.reject(new ApiError(status, null, `${status}: Try again`));
    const submission = aMessage();
    expect(await queue().submit(submission)).toBe('queued');
    expect(await db.submissions.get(submission.payload.submissionId)).toMatchObject({
      status: 'waiting',
      attempts: 1,
      lastError: `${status}: Try again`,
    });
    answer = () => Promise.resolve();
    await queue().flush();
    expect(sent).toEqual([submission]);
    expect(await db.submissions.count()).toBe(0);
  });

  test('after a 503 with Retry-After, the queue sends again by itself, no sooner than the server asked', async () => {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    const submissions = new SubmissionQueue({ db, transport, isOnline: () => online, lock, backoffMs: 1 });
    try {
      submissions.start();
      answer = () => Promise.reject(new ApiError(503, 'database_unavailable', '503: Busy', 'Busy', undefined, '1'));
      const failedAt = Date.now();
      expect(await submissions.submit(aReview())).toBe('queued');
      answer = () => Promise.resolve();

      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sent).toEqual([]);
      await vi.waitFor(async () => expect(await db.submissions.count()).toBe(0), { timeout: 5000 });
      expect(sent).toHaveLength(1);
      expect(Date.now() - failedAt).toBeGreaterThanOrEqual(1000);
    } finally {
      submissions.stop();
      vi.unstubAllGlobals();
    }
  });

  test('an answer slower than the timeout leaves it queued; the late success still removes it', async () => {
    let release = () => {};
    answer = () =>
      new Promise<void>((resolve) => {
        release = resolve;
      });
    const submission = aReview();
    expect(await queue({ sendTimeoutMs: 20 }).submit(submission)).toBe('queued');
    expect((await db.submissions.get(submission.payload.submissionId))?.status).toBe('waiting');
    release();
    await expect.poll(() => db.submissions.count()).toBe(0);
    expect(sent).toEqual([submission]);
  });

  test('a refusal arriving after the timeout is kept as failed, since the form has moved on', async () => {
    let refuse = () => {};
    answer = () =>
      new Promise<void>((_resolve, reject) => {
        refuse = () => reject(new ApiError(400, 'invalid_request', '400: title: Title is required'));
      });
    const submission = aReview();
    expect(await queue({ sendTimeoutMs: 20 }).submit(submission)).toBe('queued');
    refuse();
    await expect.poll(async () => (await db.submissions.get(submission.payload.submissionId))?.status).toBe('failed');
  });

  test.each([400, 401, 403, 404, 409, 410, 413, 422])(
    'a %i from the form is thrown and not kept (the shopper still has the text)',
    async (status) => {
      answer = () => Promise.reject(new ApiError(status, 'invalid_request', `${status}: title: Title is required`));
      const refusal = await queue()
        .submit(aReview())
        .catch((caught: unknown) => caught);
      expect(refusal).toBeInstanceOf(SubmissionRejectedError);
      expect(refusal).toMatchObject({ message: `${status}: title: Title is required` });
      expect(await db.submissions.count()).toBe(0);
    },
  );

  test('a 4xx while flushing marks that one failed with the reason and sends the rest', async () => {
    online = false;
    const submissions = queue();
    const refused = aReview();
    const fine = aMessage();
    await submissions.submit(refused);
    await submissions.submit(fine);
    online = true;
    answer = async (submission) => {
      if (submission.payload.submissionId === refused.payload.submissionId) {
        throw new ApiError(409, 'submission_conflict', '409: already used');
      }
    };
    await submissions.flush();
    const failed = await db.submissions.get(refused.payload.submissionId);
    expect(failed).toMatchObject({ status: 'failed', lastError: '409: already used' });
    expect(sent.map((item) => item.payload.submissionId)).toEqual([fine.payload.submissionId]);
    // A failed one is not retried.
    await submissions.flush();
    expect(sent).toHaveLength(1);
  });

  test('flushes that overlap, in this tab or another, send each submission once', async () => {
    online = false;
    const submissions = queue();
    await submissions.submit(aReview());
    online = true;
    await Promise.all([submissions.flush(), submissions.flush(), queue().flush()]);
    expect(sent).toHaveLength(1);
  });
});
