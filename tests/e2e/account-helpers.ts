import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { TestStore } from './test-store.ts';

const codeEmailsTo = (store: TestStore, to: string) =>
  store.db('caught_emails').whereRaw('? = any(envelope_to)', [to]).andWhere('subject', 'like', '%sign-in code%');

/**
 * The sign-in code in the newest email the store's SMTP server received for `to`, waiting for
 * one received after the email `afterId` (a code asked for earlier arrives first).
 */
export async function codeEmailedTo(store: TestStore, to: string, afterId = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const email = await codeEmailsTo(store, to)
          .andWhere('id', '>', afterId)
          .orderBy('id', 'desc')
          .first<{ subject: string; text_body: string } | undefined>('subject', 'text_body');
        code = email?.text_body.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Signs `page`, a page of the store the app has taken over, in as `name` with a code from the
 * email the store sent `email`: from the header's Account menu, as a shopper does, declining the
 * passkey offer; the page ends on the home page.
 */
export async function signInWithEmailedCode(page: Page, store: TestStore, name: string, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Verdant' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  const before = await codeEmailsTo(store, email).max<{ id: number | null }>('id as id').first();
  await page.getByRole('button', { name: 'Email Me a Code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We emailed a 6-digit code to ${email}` })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await codeEmailedTo(store, email, Number(before?.id ?? 0)));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/$/);
}
