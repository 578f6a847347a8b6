// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createElement, type FunctionComponent } from 'react';
import { describe, expect, test } from 'vitest';
import {
  HEMP_DEFINITION,
  hempDefinitionLine,
  hempLawFooterNote,
  lawDate,
  REPLACED_HEMP_DEFINITION,
} from '#shared/compliance/hemp-law';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { STORE_TAGLINE } from '#shared/content/business';
import { GUIDE_META } from '#shared/content/guides';
import { POLICY_META } from '#shared/content/policies';
import { HOME_META } from '#shared/content/store-pages';
import BeginnersWellnessRoutineGuide from '../../pwa/features/content/guides/beginners-wellness-routine.tsx';
import CannabisForSleepGuide from '../../pwa/features/content/guides/cannabis-for-sleep.tsx';
import CannabisMentalHealthGuide from '../../pwa/features/content/guides/cannabis-mental-health.tsx';
import CbdVsThcGuide from '../../pwa/features/content/guides/cbd-vs-thc-guide.tsx';
import DosageSafetyGuide from '../../pwa/features/content/guides/dosage-safety-guide.tsx';
import PainManagementGuide from '../../pwa/features/content/guides/pain-management-guide.tsx';
import QualityLabTestingGuide from '../../pwa/features/content/guides/quality-lab-testing.tsx';
import WellnessBenefitsGuide from '../../pwa/features/content/guides/wellness-benefits-guide.tsx';
import AboutPage from '../../pwa/features/content/pages/about.tsx';
import CompliancePage from '../../pwa/features/content/pages/compliance.tsx';
import LabReportsPage from '../../pwa/features/content/pages/lab-reports.tsx';
import PrivacyPolicyPage from '../../pwa/features/content/pages/privacy-policy.tsx';
import ReturnsPage from '../../pwa/features/content/pages/returns.tsx';
import ShippingInfoPage from '../../pwa/features/content/pages/shipping-info.tsx';
import TermsOfServicePage from '../../pwa/features/content/pages/terms-of-service.tsx';
import { SiteFooter } from '../../pwa/features/layout/site-footer.tsx';
import { webAppManifest } from '../../pwa/web-app-manifest.ts';
import { readableText } from '../setup/readable-text.ts';
import { withStateRules } from '../setup/state-rules-queries.ts';

/** Renders a page in a router, as the app does, and answers the text a reader sees on it. */
async function renderPage(page: FunctionComponent): Promise<{ container: HTMLElement; text: string }> {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const { container } = render(withStateRules(createElement(RouterProvider, { router })));
  return { container, text: readableText(container) };
}

async function textOf(page: FunctionComponent): Promise<string> {
  return (await renderPage(page)).text;
}

const PAGES: Record<string, FunctionComponent> = {
  footer: SiteFooter,
  compliance: CompliancePage,
  'lab reports': LabReportsPage,
  about: AboutPage,
  terms: TermsOfServicePage,
  privacy: PrivacyPolicyPage,
  returns: ReturnsPage,
  delivery: ShippingInfoPage,
  'wellness guide': WellnessBenefitsGuide,
  'sleep guide': CannabisForSleepGuide,
  'pain guide': PainManagementGuide,
  'dosage guide': DosageSafetyGuide,
  'CBD and THC guide': CbdVsThcGuide,
  'beginners guide': BeginnersWellnessRoutineGuide,
  'mental health guide': CannabisMentalHealthGuide,
  'lab testing guide': QualityLabTestingGuide,
};

/** What was true of hemp before 2026-11-12 and is not now, or never was of our products. */
const OUTDATED_CLAIMS = [
  /hemp-derived/i,
  /(under|less than|below) 0\.3% delta-9/i,
  /cannabis (and|&) hemp,? delivered/i,
];

describe('federal hemp law in the copy', () => {
  test('the definition in force took effect the day after the one it replaced ended', () => {
    const ended = new Date(`${REPLACED_HEMP_DEFINITION.inForceThrough}T00:00:00Z`);
    const began = new Date(`${HEMP_DEFINITION.inForceFrom}T00:00:00Z`);
    expect(began.getTime() - ended.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(HEMP_DEFINITION.inForceThrough).toBeNull();
  });

  test('a law’s date reads as the calendar day it names', () => {
    expect(lawDate('2026-11-12')).toBe('November 12, 2026');
    expect(lawDate('2018-12-20')).toBe('December 20, 2018');
  });

  test('the footer says what hemp is since November 12, 2026, with the 0.4 mg cap, and that our THC products are cannabis', async () => {
    const footer = await textOf(SiteFooter);
    expect(footer).toContain(hempLawFooterNote());
    expect(footer).toContain(
      'Since November 12, 2026, federal law counts as hemp only cannabis with no more than 0.3% total THC (THCA included) by dry weight, and no finished product holding more than 0.4 mg of THC per container.',
    );
    expect(footer).toContain('Our THC products are therefore cannabis, not hemp');
  });

  test('the compliance page names the law in force, its date, its limits and the definition it replaced', async () => {
    const { container, text: page } = await renderPage(CompliancePage);
    expect(page).toContain('Federal law changed what counts as hemp on November 12, 2026.');
    expect(page).toContain(HEMP_DEFINITION.law);
    expect(page).toContain('Public Law 119-37, Division B, Sec. 781');
    expect(page).toContain('0.3% total THC (THCA included)');
    expect(page).toContain('more than 0.4 mg of THC and similar cannabinoids per container');
    expect(page).toContain('synthesized or manufactured outside the plant');
    expect(page).toContain('Until November 11, 2026, the Agriculture Improvement Act of 2018');
    expect(page).toContain('We sell none of our products as hemp.');
    const officialText = [...container.querySelectorAll('a')].find((link) => link.textContent === 'official text');
    expect(officialText?.getAttribute('href')).toBe(HEMP_DEFINITION.url);
  });

  test('the guides that define hemp give the dated definition in force', async () => {
    for (const guide of [DosageSafetyGuide, CbdVsThcGuide, QualityLabTestingGuide]) {
      expect(await textOf(guide)).toContain(hempDefinitionLine());
    }
  });

  test('no page, guide or search text calls our products hemp or quotes the old Delta-9 limit', async () => {
    const texts: [string, string][] = [];
    for (const [name, page] of Object.entries(PAGES)) texts.push([name, await textOf(page)]);
    for (const [path, meta] of Object.entries({ ...POLICY_META, ...GUIDE_META, '/': HOME_META })) {
      texts.push([`${path} search details`, [meta.title, meta.description, ...(meta.keywords ?? [])].join(' ')]);
    }
    texts.push(['tagline', STORE_TAGLINE], ['app name', webAppManifest.name ?? '']);
    for (const rule of STATE_RULES_SEED) texts.push([`${rule.code} note`, rule.note]);
    for (const [name, text] of texts) {
      for (const claim of OUTDATED_CLAIMS) expect(text, name).not.toMatch(claim);
    }
  });
});
