// @vitest-environment happy-dom

import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createElement, type FunctionComponent } from 'react';
import { describe, expect, test } from 'vitest';
import { MINIMUM_AGE } from '#shared/age';
import { hempThcLimit } from '#shared/compliance/hemp-law';
import { POLICY_META, POLICY_PAGES } from '#shared/content/policies';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import AboutPage from '../../pwa/features/content/pages/about.tsx';
import CompliancePage from '../../pwa/features/content/pages/compliance.tsx';
import LabReportsPage from '../../pwa/features/content/pages/lab-reports.tsx';
import PrivacyPolicyPage from '../../pwa/features/content/pages/privacy-policy.tsx';
import ReturnsPage from '../../pwa/features/content/pages/returns.tsx';
import ShippingInfoPage from '../../pwa/features/content/pages/shipping-info.tsx';
import TermsOfServicePage from '../../pwa/features/content/pages/terms-of-service.tsx';
import { readableText } from '../setup/readable-text.ts';
import { withStateRules } from '../setup/state-rules-queries.ts';

/** Renders a page at its address, in a router as the app does, and answers the text a reader sees on it. */
async function renderPage(page: FunctionComponent, path = '/'): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const { container } = render(withStateRules(createElement(RouterProvider, { router })));
  return readableText(container);
}

function expectAll(text: string, figures: readonly string[]) {
  for (const figure of figures) expect(text, `missing "${figure}"`).toContain(figure);
}

describe('search details of the policy pages', () => {
  test('every page has a title and a 140-160 character description', () => {
    expect(Object.keys(POLICY_META).sort()).toEqual(POLICY_PAGES.map((page) => STATIC_PAGE_PATHS[page]).sort());
    for (const [path, meta] of Object.entries(POLICY_META)) {
      expect(meta.title, path).not.toBe('');
      expect(meta.description.length, `${path}: ${meta.description}`).toBeGreaterThanOrEqual(140);
      expect(meta.description.length, `${path}: ${meta.description}`).toBeLessThanOrEqual(160);
    }
    expect(POLICY_META['/shipping-info'].keywords?.length).toBeGreaterThan(0);
  });
});

describe('delivery page', () => {
  test('shows each state’s options, prices and windows, from the state rules', async () => {
    expectAll(await renderPage(ShippingInfoPage), [
      '$9.99',
      '$19.99',
      '$29.99',
      '3-5 business days',
      '1-2 business days',
      '2-4 hours',
      'Order by 2 PM local time',
      'Free on orders over $99',
      'In San Francisco, Oakland, Berkeley, Los Angeles, Santa Monica and Pasadena',
      'In Boston, Cambridge and Somerville',
    ]);
  });

  test('names only the places the rules deliver to, and covers ID rules, stages, attempts and contact details', async () => {
    const page = await renderPage(ShippingInfoPage);
    for (const unserved of ['Florida', 'Texas', 'Vermont', 'Nevada', '2025']) expect(page).not.toContain(unserved);
    expectAll(page, [
      'We deliver to Arizona, California and Massachusetts',
      `${MINIMUM_AGE} or over`,
      "Driver's license",
      'Military ID',
      'signature',
      'Order Placed',
      'Processing',
      'In Transit',
      'Delivered',
      'up to 3 delivery attempts',
      '(415) 555-0142',
      'care@verdant.shop',
      'Mon-Fri 9AM-7PM',
    ]);
  });
});

describe('returns page', () => {
  test('states every window and time of the returns policy', async () => {
    expectAll(await renderPage(ReturnsPage), [
      '7 days',
      '30 days',
      '24 hours',
      '1-2 business days',
      '3-5 business days',
      '3-7 business days',
      'in cash or to your debit card',
      '100-day satisfaction guarantee',
      'Opened cannabis cannot be returned',
      'Expired products',
      'Custom items',
      'Mon-Fri: 9AM-7PM',
      'Sat: 10AM-6PM',
      'Sun: 12PM-5PM',
    ]);
  });

  test('"Start a Return" links to /contact and "Look Up Order" opens the lookup form', async () => {
    await renderPage(ReturnsPage, STATIC_PAGE_PATHS.returns);
    expect(screen.getByRole('link', { name: 'Start a Return' }).getAttribute('href')).toBe('/contact');
    fireEvent.click(screen.getByRole('button', { name: 'Look Up Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Look up an order' });
    expect(within(dialog).getByRole('textbox', { name: 'Order number' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Find my order' })).toBeTruthy();
  });
});

describe('lab reports page', () => {
  test('shows the safety limits, the samples and the accreditation', async () => {
    expectAll(await renderPage(LabReportsPage), [
      '0.5 ppm',
      '0.1 ppm',
      '100 CFU/g',
      '2%',
      '5-13%',
      '400',
      'Pass',
      'ISO/IEC 17025',
    ]);
  });

  test('"Contact Our Team" links to /contact, and no control promises a report download that does not exist', () => {
    render(createElement(LabReportsPage));
    expect(screen.getByRole('link', { name: 'Contact Our Team' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByText(/download/i)).toBeNull();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });
});

describe('legal pages', () => {
  test('privacy states the age limit and how long data is kept', async () => {
    expectAll(await renderPage(PrivacyPolicyPage), [`aged ${MINIMUM_AGE} or over`, '3 to 7 years']);
  });

  test('terms state the age limit, how an order is paid, and that taxes show at checkout', async () => {
    expectAll(await renderPage(TermsOfServicePage), [
      `${MINIMUM_AGE} years of age or older`,
      'at the door, in cash or by debit card, to the driver once they have checked your ID (nothing is charged online)',
      'each tax your state and town levy on the order (a cannabis excise, sales tax and any local tax) on its own line',
    ]);
  });

  test('compliance covers age, states, federal hemp law, testing and medical customers', async () => {
    expectAll(await renderPage(CompliancePage), [
      `${MINIMUM_AGE} or over`,
      'state by state',
      // The states delivered to, from the states' rules, with their limits and sources.
      'California',
      '28.5 g of flower and prerolls a day',
      '8 g of concentrate a day',
      '4 CCR § 15409, Daily Limits',
      'Arizona',
      'We deliver flower, vapes and prerolls.',
      hempThcLimit(),
      'ISO/IEC 17025',
      'We do not make medical claims',
      'No medical card is required',
      'extra protections',
    ]);
  });
});

describe('about page', () => {
  test('has mission, story, commitments and a "Shop Now" link to /', async () => {
    expectAll(await renderPage(AboutPage), [
      'Our mission',
      'Our story',
      'Our commitments',
      '100-day satisfaction guarantee',
    ]);
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/');
  });
});
