// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { describe, expect, test } from 'vitest';
import { hempThcLimit } from '#shared/compliance/hemp-law';
import { EDIBLE_ONSET, EDIBLE_TIMING_SOURCES } from '#shared/content/edible-timing';
import { GUIDE_MENU_LABELS, GUIDE_META, GUIDE_PATHS, type GuidePath, isGuidePath } from '#shared/content/guides';
import { matchPage, STATIC_PAGE_PATHS } from '#shared/routes';
import BeginnersWellnessRoutineGuide from '../../pwa/features/content/guides/beginners-wellness-routine.tsx';
import CannabisForSleepGuide from '../../pwa/features/content/guides/cannabis-for-sleep.tsx';
import CannabisMentalHealthGuide from '../../pwa/features/content/guides/cannabis-mental-health.tsx';
import CbdVsThcGuide from '../../pwa/features/content/guides/cbd-vs-thc-guide.tsx';
import DosageSafetyGuide from '../../pwa/features/content/guides/dosage-safety-guide.tsx';
import PainManagementGuide from '../../pwa/features/content/guides/pain-management-guide.tsx';
import QualityLabTestingGuide from '../../pwa/features/content/guides/quality-lab-testing.tsx';
import WellnessBenefitsGuide from '../../pwa/features/content/guides/wellness-benefits-guide.tsx';
import { readableText } from '../setup/readable-text.ts';

const GUIDES: Record<GuidePath, ComponentType> = {
  '/wellness-benefits-guide': WellnessBenefitsGuide,
  '/cannabis-for-sleep': CannabisForSleepGuide,
  '/pain-management-guide': PainManagementGuide,
  '/dosage-safety-guide': DosageSafetyGuide,
  '/cbd-vs-thc-guide': CbdVsThcGuide,
  '/beginners-wellness-routine': BeginnersWellnessRoutineGuide,
  '/cannabis-mental-health': CannabisMentalHealthGuide,
  '/quality-lab-testing': QualityLabTestingGuide,
};

/** The dosing and safety figures a guide states word for word, each in the guides it belongs to. */
const GUMMIES = ['half to one gummy', EDIBLE_ONSET, 'wait at least 2 hours', '2 in 24 hours'];
const EDIBLES = ['1-2.5mg', '2.5-5mg', '5-10mg', '10-20mg'];
const FLOWER = ['wait 15 minutes'];
const CBD = ['5-15mg', '15-30mg', '30-60mg', '60-100+mg'];
const HEMP = [hempThcLimit()];
const CRISIS = 'If you are in crisis, call or text 988, the Suicide & Crisis Lifeline';
/** The edible onset the guides once gave: far too soon, so a reader took a second dose before the first was felt. */
const OLD_EDIBLE_ONSET = /5\s*(-|to)\s*15 min/i;

const FIGURES: Record<GuidePath, readonly string[]> = {
  '/dosage-safety-guide': [...GUMMIES, ...EDIBLES, ...FLOWER, ...CBD, ...HEMP, 'start low, go slow'],
  '/cbd-vs-thc-guide': [...CBD, ...HEMP, '1-2.5mg'],
  '/beginners-wellness-routine': [...GUMMIES, '1-2.5mg', '2.5-5mg', ...FLOWER, '5-15mg', '15-30mg'],
  '/wellness-benefits-guide': [...GUMMIES, '1-2.5mg', '2.5-5mg', ...FLOWER, '5-15mg'],
  '/cannabis-for-sleep': [...GUMMIES, '1-2.5mg', '2.5-5mg', ...FLOWER, '5-15mg', '15-30mg'],
  '/pain-management-guide': [...GUMMIES, '1-2.5mg', '2.5-5mg', '5-10mg', ...FLOWER, ...CBD],
  '/cannabis-mental-health': [CRISIS, '988'],
  // The lab reports page's safety limits, which the guide quotes as the store's standards.
  '/quality-lab-testing': [
    ...HEMP,
    'within 6 months',
    'under 0.5 ppm',
    'under 0.1 ppm',
    'under 100 CFU/g',
    'under 2% by weight',
    '5-13%',
    'over 400 pesticide compounds',
  ],
};

function wordCount(text: string): number {
  return text.split(' ').filter((word) => /[a-z0-9]/i.test(word)).length;
}

/** Renders a guide: the article, its heading band and its body (all that follows the band). */
function renderGuide(path: GuidePath) {
  const { container } = render(createElement(GUIDES[path]));
  const article = screen.getByRole('article');
  const header = screen.getByRole('heading', { level: 1 }).closest('header');
  const body = header?.nextElementSibling;
  if (!header || !(body instanceof HTMLElement)) throw new Error(`${path}: no heading band followed by a body`);
  return { container, article, body, text: readableText(article) };
}

describe('guide metadata', () => {
  const guidePathsInRoutes = [
    STATIC_PAGE_PATHS.wellnessBenefitsGuide,
    STATIC_PAGE_PATHS.cannabisForSleep,
    STATIC_PAGE_PATHS.painManagementGuide,
    STATIC_PAGE_PATHS.dosageSafetyGuide,
    STATIC_PAGE_PATHS.cbdVsThcGuide,
    STATIC_PAGE_PATHS.beginnersWellnessRoutine,
    STATIC_PAGE_PATHS.cannabisMentalHealth,
    STATIC_PAGE_PATHS.qualityLabTesting,
  ];

  test('the menu lists each of the eight guide routes once', () => {
    expect([...GUIDE_PATHS].sort()).toEqual([...guidePathsInRoutes].sort());
    expect(Object.keys(GUIDE_META).sort()).toEqual([...guidePathsInRoutes].sort());
    expect(Object.keys(GUIDE_MENU_LABELS).sort()).toEqual([...guidePathsInRoutes].sort());
    expect(isGuidePath('/cannabis-for-sleep')).toBe(true);
    expect(isGuidePath('/shop')).toBe(false);
  });

  test.each(GUIDE_PATHS)('%s has a title, a 120-170 character description, 5-8 keywords and a short label', (path) => {
    const meta = GUIDE_META[path];
    expect(meta.title.length).toBeGreaterThan(10);
    expect(meta.title.length).toBeLessThanOrEqual(70);
    expect(meta.description.length).toBeGreaterThanOrEqual(120);
    expect(meta.description.length).toBeLessThanOrEqual(170);
    expect(meta.keywords?.length).toBeGreaterThanOrEqual(5);
    expect(meta.keywords?.length).toBeLessThanOrEqual(8);
    expect(GUIDE_MENU_LABELS[path].length).toBeLessThanOrEqual(20);
  });

  test('titles and descriptions are all different', () => {
    const metas = Object.values(GUIDE_META);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });
});

describe.each(GUIDE_PATHS)('the guide at %s', (path) => {
  const meta = GUIDE_META[path];

  test('renders the article layout with the "Learn" eyebrow and the page heading', () => {
    const { container, article, text } = renderGuide(path);
    expect(container.firstElementChild).toBe(article);
    expect(text.startsWith(`Learn ${meta.heading ?? meta.title}`)).toBe(true);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  test('has at least 800 words of body text', () => {
    expect(wordCount(readableText(renderGuide(path).body))).toBeGreaterThanOrEqual(800);
  });

  test('is structured with at least 4 h2 headings', () => {
    const { body } = renderGuide(path);
    expect(within(body).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
  });

  test('holds the dosing and safety figures that belong to it', () => {
    const lower = renderGuide(path).text.toLowerCase();
    for (const figure of FIGURES[path]) expect(lower, figure).toContain(figure.toLowerCase());
  });

  test('is static: no buttons or form controls, and every link is a page of the store or a source it cites', () => {
    const { article } = renderGuide(path);
    expect(article.querySelectorAll('button, form, input, select, textarea')).toHaveLength(0);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    const cited = path === '/dosage-safety-guide' ? EDIBLE_TIMING_SOURCES.map((source) => source.url) : [];
    for (const href of hrefs) if (!cited.includes(href)) expect(matchPage(href), href).not.toBeNull();
  });

  test('never says edibles act within 5-15 minutes, and points to the dosage guide for the sources of their timing', () => {
    const { text } = renderGuide(path);
    expect(text).not.toMatch(OLD_EDIBLE_ONSET);
    if (path === '/dosage-safety-guide' || !text.includes(EDIBLE_ONSET)) return;
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/dosage-safety-guide');
  });

  test('writes ranges with plain hyphens, never with dashes', () => {
    expect(renderGuide(path).text).not.toMatch(/\d[\u2012-\u2015]\d/);
  });

  test('points readers to a healthcare provider', () => {
    expect(renderGuide(path).text.toLowerCase()).toMatch(/healthcare provider|prescriber|pharmacist/);
  });
});

describe('the dosage guide', () => {
  test('ends with its sources for edible timing, each linked to the page it names', () => {
    const { body } = renderGuide('/dosage-safety-guide');
    const sections = within(body).getAllByRole('heading', { level: 2 });
    const sources = sections.at(-1);
    expect(sources?.textContent).toBe('Sources');
    const after: Element[] = [];
    for (let element = sources?.nextElementSibling; element; element = element.nextElementSibling) after.push(element);
    const links = after.flatMap((element) => within(element as HTMLElement).queryAllByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      EDIBLE_TIMING_SOURCES.map((source) => [source.title, source.url]),
    );
    const text = after.map((element) => readableText(element)).join(' ');
    for (const source of EDIBLE_TIMING_SOURCES) {
      expect(text).toContain(source.publisher);
      expect(text).toContain(source.says);
    }
  });
});

describe('the mental health guide', () => {
  test('opens with the 988 crisis line in a warning callout, before the first section', () => {
    const { body } = renderGuide('/cannabis-mental-health');
    const crisis = within(body)
      .getAllByRole('complementary')
      .find((callout) => readableText(callout).includes(CRISIS));
    expect(crisis, 'a callout with the crisis line').toBeDefined();
    expect(crisis?.className).toContain('border-amber-500');
    const [firstSection] = within(body).getAllByRole('heading', { level: 2 });
    expect(firstSection && crisis?.compareDocumentPosition(firstSection)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
