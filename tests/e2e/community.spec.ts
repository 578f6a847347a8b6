import type { Locator, Page, Response } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility-check.ts';
import { approvePendingReviews, submitReview } from './back-office-helpers.ts';
import { enterStore, expect, test } from './fixtures.ts';

/** The spec's six sample reviews on /reviews: their ratings (4.7 on average) and the first one's title. */
const SAMPLE_RATINGS = [5, 5, 4, 5, 5, 4];
const SAMPLE_FIRST_TITLE = 'My new evening ritual';

const REVIEW_TITLE = 'Review submitted successfully!';
const REVIEW_TEXT = 'Thanks for sharing your experience. Your review will appear once approved.';
const REVIEW_QUEUED = "You're offline. Your review is saved and will be sent when you're back online.";
const MESSAGE_SENT = 'Message Sent!';
const MESSAGE_TEXT = "Thank you for contacting us. We'll get back to you within 24 hours.";

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Write a Review' });
const banner = (page: Page) => page.getByText(REVIEW_TITLE);
/** The review's own request: the pages also read the approved reviews from the same path. */
const isReviewSent = (response: Response) =>
  response.url().endsWith('/api/reviews') && response.request().method() === 'POST';

async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toHaveText(option);
}

async function fillReview(page: Page, review: { name: string; stars: string; product: string; title: string }) {
  const dialog = reviewDialog(page);
  await dialog.getByLabel('Your name', { exact: true }).fill(review.name);
  await dialog.getByRole('radio', { name: review.stars, exact: true }).click();
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Product' }), review.product);
  await dialog.getByLabel('Review title', { exact: true }).fill(review.title);
  await dialog
    .getByLabel('Your review', { exact: true })
    .fill('Calm, even and tasty. <script>alert(1)</script> stays text.');
}

test.describe('Shoppers share reviews', () => {
  test('the reviews page shows the summary, approved reviews first and then the six samples, and the Write a Review button', async ({
    page,
    baseURL,
  }) => {
    await submitReview(baseURL ?? '', {
      name: 'Grace H.',
      rating: 3,
      product: 'Blue Dream Preroll',
      title: 'Fine, not for me',
      review: 'Smooth enough, but a little strong for my evenings.',
    });
    await approvePendingReviews(baseURL ?? '');
    const ratings = [3, ...SAMPLE_RATINGS];
    const average = (Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10).toFixed(
      1,
    );
    await enterStore(page, '/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Reviews' })).toBeVisible();
    await expect(page.getByText(average, { exact: true })).toBeVisible();
    await expect(page.getByText(`Average of ${ratings.length} reviews`)).toBeVisible();
    await expect(page.getByText('98% Would Recommend')).toBeVisible();
    const articles = page.getByRole('list').getByRole('article');
    await expect(articles).toHaveCount(ratings.length);
    await expect(articles.first()).toContainText('Fine, not for me');
    await expect(articles.nth(1)).toContainText(SAMPLE_FIRST_TITLE);
    await expect(page.getByText('Verified Purchase').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write a Review' })).toBeVisible();
  });

  test('a review with missing fields shows each error under its field, focused and announced', async ({ page }) => {
    await enterStore(page, '/reviews');
    await page.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = reviewDialog(page);
    await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();

    const name = dialog.getByLabel('Your name', { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveAccessibleDescription(
      'Choose one of our products',
    );
    await expect(dialog.getByLabel('Review title', { exact: true })).toHaveAccessibleDescription('Title is required');
    await expect(dialog.getByLabel('Your review', { exact: true })).toHaveAccessibleDescription(/^Review is required/);
    await expect(dialog.getByRole('status')).toHaveText('Please correct 4 fields before submitting.');
    await expectNoAxeViolations(page, 'review modal with errors');

    await name.fill('Sam');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(dialog).toBeVisible();
  });

  test('a submitted review closes the modal, clears the form and shows the banner for 5 seconds', async ({ page }) => {
    await enterStore(page, '/reviews');
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await fillReview(page, { name: 'Sam', stars: '4 stars', product: 'Tangie Flower', title: 'Bright and zesty' });

    // How long the banner stays, timed in the page: a check from here would add its own delays.
    const bannerShownMs = page.evaluate(
      (title) =>
        new Promise<number>((resolve) => {
          let shownAt = 0;
          const observer = new MutationObserver(() => {
            const showing = document.body.textContent?.includes(title) ?? false;
            if (showing && shownAt === 0) shownAt = performance.now();
            if (!showing && shownAt !== 0) {
              observer.disconnect();
              resolve(performance.now() - shownAt);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      REVIEW_TITLE,
    );
    const answer = page.waitForResponse(isReviewSent);
    await reviewDialog(page).getByRole('button', { name: 'Submit Review' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ status: 'pending' });
    const sent = response.request().postDataJSON();
    expect(sent).toMatchObject({ name: 'Sam', rating: 4, product: 'Tangie Flower', title: 'Bright and zesty' });

    await expect(reviewDialog(page)).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByText(REVIEW_TEXT)).toBeVisible();
    await expect(page.getByText(REVIEW_QUEUED)).toHaveCount(0);
    await expect(banner(page)).toBeHidden({ timeout: 8000 });
    expect(await bannerShownMs).toBeGreaterThanOrEqual(4900);

    await page.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = reviewDialog(page);
    await expect(dialog.getByLabel('Your name', { exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('Review title', { exact: true })).toHaveValue('');
    await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveText('Select a product');
  });

  test('a review written offline is kept, and reaches the server once when back online', async ({
    page,
    context,
    request,
  }) => {
    await enterStore(page, '/reviews');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await fillReview(page, { name: 'Robin', stars: '5 stars', product: 'Lychee Gummies', title: 'Tastes great' });
    await reviewDialog(page).getByRole('button', { name: 'Submit Review' }).click();

    await expect(reviewDialog(page)).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByText(REVIEW_QUEUED)).toBeVisible();
    const status = page.locator('[data-pending-count]');
    await expect(status).toHaveAttribute('data-pending-count', '1');
    await expect(status).toContainText("You're offline. 1 review saved on this device");

    const delivered = page.waitForResponse(isReviewSent);
    await context.setOffline(false);
    const response = await delivered;
    expect(response.status()).toBe(201);
    await expect(status).toHaveAttribute('data-pending-count', '0');
    await expect(status).toContainText('Your saved review has been sent.');

    // Sending the same submission again proves the server holds it, once: 200 and the same id.
    const submission = response.request().postDataJSON();
    expect(submission).toMatchObject({ name: 'Robin', product: 'Lychee Gummies' });
    const again = await request.post('/api/reviews', { data: submission });
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual(await response.json());

    await page.reload();
    await expect(page.locator('[data-pending-count]')).toHaveAttribute('data-pending-count', '0');
  });
});

test.describe('Shoppers contact the store', () => {
  test('a message is sent after at least 2 seconds of "Sending...", then the toast shows and the form clears', async ({
    page,
  }) => {
    await enterStore(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('main').getByText('9AM-7PM')).toBeVisible();
    await page.getByLabel('Full name', { exact: true }).fill('Jordan Lee');
    await page.getByLabel('Email', { exact: true }).fill('jordan@example.com');
    await chooseOption(page, page.getByRole('combobox', { name: 'Subject' }), 'Dosage Help');
    await page.getByLabel('Message', { exact: true }).fill('Which gummies suit a beginner?');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    const started = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ subject: 'dosage-help', email: 'jordan@example.com' });

    await expect(toasts(page).getByText(MESSAGE_SENT, { exact: true })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    await expect(toasts(page).getByText(MESSAGE_TEXT, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveText('Select a subject');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('an invalid email is explained under the field and nothing is sent', async ({ page }) => {
    await enterStore(page, '/contact');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await page.getByLabel('Full name', { exact: true }).fill('Jordan Lee');
    await page.getByLabel('Email', { exact: true }).fill('jordan@');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveAccessibleDescription('Choose a subject');
    await expectNoAxeViolations(page, 'contact form with errors');
    expect(posted).toBe(false);
  });

  test('a message written offline is kept and sent when back online', async ({ page, context }) => {
    await enterStore(page, '/contact');
    await context.setOffline(true);
    await page.getByLabel('Full name', { exact: true }).fill('Jordan Lee');
    await page.getByLabel('Email', { exact: true }).fill('jordan@example.com');
    await chooseOption(page, page.getByRole('combobox', { name: 'Subject' }), 'Order Support');
    await page.getByLabel('Message', { exact: true }).fill('Where is my order?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).getByText(MESSAGE_SENT, { exact: true })).toBeVisible();
    await expect(toasts(page)).toContainText("Your message is saved and will be sent when you're back online.");
    const status = page.locator('[data-pending-count]');
    await expect(status).toHaveAttribute('data-pending-count', '1');

    const delivered = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await context.setOffline(false);
    expect((await delivered).status()).toBe(201);
    await expect(status).toHaveAttribute('data-pending-count', '0');
    await expect(status).toContainText('Your saved message has been sent.');
  });

  test('a message the store asks to hold back (429) says how long, is kept, and is sent by itself after the wait', async ({
    page,
  }) => {
    await enterStore(page, '/contact');
    const words = 'Too many contact messages. Please try again in 2 seconds.';
    let refusedAt = 0;
    let sentAgainAt = 0;
    await page.route('**/api/contact', async (route) => {
      if (refusedAt > 0) {
        sentAgainAt = Date.now();
        return route.continue();
      }
      refusedAt = Date.now();
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '2', 'Cache-Control': 'no-store' },
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'too_many_attempts', message: words } }),
      });
    });
    await page.getByLabel('Full name', { exact: true }).fill('Jordan Lee');
    await page.getByLabel('Email', { exact: true }).fill('jordan@example.com');
    await chooseOption(page, page.getByRole('combobox', { name: 'Subject' }), 'Order Support');
    await page.getByLabel('Message', { exact: true }).fill('Where is my order?');
    const delivered = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.status() === 201,
    );
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(toasts(page).getByText('Message saved', { exact: true })).toBeVisible();
    await expect(toasts(page)).toContainText(
      `${words} Your message is saved on this device and we'll send it for you then.`,
    );

    // Sent again by itself, no sooner than the store asked, with what the shopper wrote.
    const sent = await delivered;
    expect(sentAgainAt - refusedAt).toBeGreaterThanOrEqual(2000);
    expect(sent.request().postDataJSON()).toMatchObject({ message: 'Where is my order?' });
    const status = page.locator('[data-pending-count]');
    await expect(status).toHaveAttribute('data-pending-count', '0');
    await expect(status).toContainText('Your saved message has been sent.');
  });

  test('Book Consultation chooses its subject and takes the shopper to the message, which is sent with it', async ({
    page,
  }) => {
    await enterStore(page, '/contact');
    await page.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveText('Wellness Consultation');
    const message = page.getByLabel('Message', { exact: true });
    await expect(message).toBeFocused();
    await message.fill('I would like help choosing a gummy for sleep.');
    await page.getByLabel('Full name', { exact: true }).fill('Sam Rivera');
    await page.getByLabel('Email', { exact: true }).fill('sam@example.com');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ subject: 'wellness-consultation' });
  });

  test('Quick Help leads to pages of the store, and nothing on the page answers "coming soon"', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await enterStore(page, '/contact');
    const quickHelp = page.getByRole('navigation', { name: 'Quick Help' });
    const links = [
      ['Dosage & Safety Guide', '/dosage-safety-guide'],
      ['Shipping Information', '/shipping-info'],
      ['Returns Policy', '/returns'],
      ['Your Orders', '/orders'],
    ] as const;
    await expect(quickHelp.getByRole('link')).toHaveText(links.map(([name]) => name));
    for (const [name, path] of links) await expect(quickHelp.getByRole('link', { name })).toHaveAttribute('href', path);
    await expect(page.getByRole('main')).not.toContainText(/coming soon/i);

    await quickHelp.getByRole('link', { name: 'Shipping Information' }).click();
    await expect(page).toHaveURL(/\/shipping-info$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(dialogs).toEqual([]);
  });
});
