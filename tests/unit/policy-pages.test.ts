import { createElement, type FunctionComponent, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MINIMUM_AGE } from '#shared/age';
import { POLICY_META, POLICY_PAGES } from '#shared/content/policies';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import AboutPage from '../../pwa/features/content/pages/about.tsx';
import CompliancePage from '../../pwa/features/content/pages/compliance.tsx';
import LabReportsPage from '../../pwa/features/content/pages/lab-reports.tsx';
import PrivacyPolicyPage from '../../pwa/features/content/pages/privacy-policy.tsx';
import ReturnsPage from '../../pwa/features/content/pages/returns.tsx';
import ShippingInfoPage from '../../pwa/features/content/pages/shipping-info.tsx';
import TermsOfServicePage from '../../pwa/features/content/pages/terms-of-service.tsx';

function render(page: FunctionComponent) {
  const html = renderToStaticMarkup(createElement(page));
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { html, text };
}

function expectAll(text: string, figures: readonly string[]) {
  for (const figure of figures) expect(text, `missing "${figure}"`).toContain(figure);
}

/** The opening tag of the link or button whose visible text includes `label`. */
function controlFor(html: string, label: string): string {
  const match = html.match(new RegExp(`<(a|button)\\b[^>]*>(?:(?!</\\1>).)*${label}(?:(?!</\\1>).)*</\\1>`, 's'));
  expect(match, `no link or button reads "${label}"`).not.toBeNull();
  return match?.[0] ?? '';
}

/**
 * Every host element of a page, with its function components expanded by calling them (the
 * pages and their parts hold no hooks), so a control's onClick can be invoked without a DOM.
 */
function hostElements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(hostElements);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  if (typeof node.type === 'function') {
    return hostElements((node.type as (props: unknown) => ReactNode)(node.props));
  }
  return [node, ...hostElements(node.props.children as ReactNode)];
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

function clickButton(page: FunctionComponent, label: string) {
  const button = hostElements(createElement(page)).find(
    (element) => element.type === 'button' && textOf(element.props.children as ReactNode).includes(label),
  );
  if (!button) throw new Error(`no button reads "${label}"`);
  (button.props.onClick as () => void)();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search details of the policy pages (spec 2 §1)', () => {
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

describe('same-day delivery page', () => {
  const { text } = render(ShippingInfoPage);

  test('shows every option, price and time', () => {
    expectAll(text, [
      '$9.99',
      '$19.99',
      '$29.99',
      '3-5 business days',
      '1-2 business days',
      '2-4 hours',
      'Most Popular',
      '2 PM',
      'Free on orders over $99',
    ]);
  });

  test('covers areas, ID rules, stages, attempts and contact details', () => {
    expectAll(text, [
      'Florida',
      'Vermont',
      'San Francisco',
      'Los Angeles',
      'Nevada, Colorado, Oregon and Washington in 2025',
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
  const { html, text } = render(ReturnsPage);

  test('states every window and time of the returns policy', () => {
    expectAll(text, [
      '7 days',
      '30 days',
      '24 hours',
      '1-2 business days',
      '3-5 business days',
      '3-7 business days',
      'Immediately',
      '100-day satisfaction guarantee',
      'Opened cannabis cannot be returned',
      'Expired products',
      'Custom items',
      'Mon-Fri: 9AM-7PM',
      'Sat: 10AM-6PM',
      'Sun: 12PM-5PM',
    ]);
  });

  test('"Start a Return" links to /contact and "Look Up Order" is a button', () => {
    expect(controlFor(html, 'Start a Return')).toMatch(/^<a\b[^>]*href="\/contact"/);
    expect(controlFor(html, 'Look Up Order')).toMatch(/^<button\b[^>]*type="button"/);
  });

  test('"Look Up Order" only shows the coming-soon alert', () => {
    const alert = vi.fn();
    vi.stubGlobal('window', { alert });
    clickButton(ReturnsPage, 'Look Up Order');
    expect(alert).toHaveBeenCalledExactlyOnceWith('Order lookup coming soon!');
  });
});

describe('lab reports page', () => {
  const { html, text } = render(LabReportsPage);

  test('shows the safety limits, the samples and the accreditation', () => {
    expectAll(text, ['0.5 ppm', '0.1 ppm', '100 CFU/g', '2%', '5-13%', '400', 'Pass', 'ISO/IEC 17025']);
    expect(html.match(/Download Full Report/g)?.length).toBeGreaterThanOrEqual(1);
  });

  test('"Contact Our Team" links to /contact; the download is a button', () => {
    expect(controlFor(html, 'Contact Our Team')).toMatch(/^<a\b[^>]*href="\/contact"/);
    expect(controlFor(html, 'Download Full Report')).toMatch(/^<button\b[^>]*type="button"/);
  });

  test('"Download Full Report" only shows the coming-soon alert', () => {
    const alert = vi.fn();
    vi.stubGlobal('window', { alert });
    clickButton(LabReportsPage, 'Download Full Report');
    expect(alert).toHaveBeenCalledExactlyOnceWith('Full lab report download coming soon!');
  });
});

describe('legal pages', () => {
  test('privacy states the age limit and how long data is kept', () => {
    expectAll(render(PrivacyPolicyPage).text, [`aged ${MINIMUM_AGE} or over`, '3 to 7 years']);
  });

  test('terms state the age limit', () => {
    expectAll(render(TermsOfServicePage).text, [`${MINIMUM_AGE} years of age or older`]);
  });

  test('compliance covers age, states, hemp, testing and medical customers', () => {
    expectAll(render(CompliancePage).text, [
      `${MINIMUM_AGE} or over`,
      'state by state',
      '0.3% Delta-9 THC',
      'ISO/IEC 17025',
      'We do not make medical claims',
      'No medical card is required',
      'extra protections',
    ]);
  });
});

describe('about page', () => {
  test('has mission, story, commitments and a "Shop Now" link to /', () => {
    const { html, text } = render(AboutPage);
    expectAll(text, ['Our mission', 'Our story', 'Our commitments', '100-day satisfaction guarantee']);
    expect(controlFor(html, 'Shop Now')).toMatch(/^<a\b[^>]*href="\/"/);
  });
});
