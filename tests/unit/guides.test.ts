import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
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

/** Spec 2 §9 "Dosing and safety figures in the guides", word for word, in the guides they belong to. */
const GUMMIES = ['half to one gummy', '5-15 minutes', 'wait 2 hours', '2 in 24 hours'];
const EDIBLES = ['1-2.5mg', '2.5-5mg', '5-10mg', '10-20mg'];
const FLOWER = ['wait 15 minutes'];
const CBD = ['5-15mg', '15-30mg', '30-60mg', '60-100+mg'];
const HEMP = ['under 0.3% THC'];
const CRISIS = 'If you are in crisis, call or text 988, the Suicide & Crisis Lifeline';

const FIGURES: Record<GuidePath, readonly string[]> = {
  '/dosage-safety-guide': [...GUMMIES, ...EDIBLES, ...FLOWER, ...CBD, ...HEMP, 'start low, go slow'],
  '/cbd-vs-thc-guide': [...CBD, ...HEMP, '1-2.5mg'],
  '/beginners-wellness-routine': [...GUMMIES, '1-2.5mg', '2.5-5mg', ...FLOWER, '5-15mg', '15-30mg'],
  '/wellness-benefits-guide': [...GUMMIES, '1-2.5mg', '2.5-5mg', ...FLOWER, '5-15mg'],
  '/cannabis-for-sleep': [...GUMMIES, '1-2.5mg', '2.5-5mg', ...FLOWER, '5-15mg', '15-30mg'],
  '/pain-management-guide': [...GUMMIES, '1-2.5mg', '2.5-5mg', '5-10mg', ...FLOWER, ...CBD],
  '/cannabis-mental-health': [CRISIS, '988'],
  // The lab reports page's safety limits (spec 2 §9), which the guide quotes as the store's standards.
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

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The visible text of some markup: tags become spaces, entities are decoded, whitespace is collapsed. */
function textOf(markup: string): string {
  return decodeEntities(markup.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function wordCount(text: string): number {
  return text.split(' ').filter((word) => /[a-z0-9]/i.test(word)).length;
}

function render(path: GuidePath) {
  const markup = renderToStaticMarkup(createElement(GUIDES[path]));
  const bodyStart = markup.indexOf('class="article-body');
  return { markup, body: markup.slice(bodyStart), text: textOf(markup) };
}

describe('guide metadata (spec 2 §2 "Educational guides")', () => {
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
  const { markup, body, text } = render(path);
  const meta = GUIDE_META[path];

  test('renders the article layout with the "Learn" eyebrow and the page heading', () => {
    expect(markup.startsWith('<article>')).toBe(true);
    expect(text.startsWith(`Learn ${meta.heading ?? meta.title}`)).toBe(true);
    expect(markup.match(/<h1/g)).toHaveLength(1);
  });

  test('has at least 800 words of body text', () => {
    expect(wordCount(textOf(body))).toBeGreaterThanOrEqual(800);
  });

  test('is structured with at least 4 h2 headings', () => {
    expect((body.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(4);
  });

  test('holds the dosing and safety figures that belong to it (spec 2 §9)', () => {
    const lower = text.toLowerCase();
    for (const figure of FIGURES[path]) expect(lower, figure).toContain(figure.toLowerCase());
  });

  test('is static: no buttons or form controls, and every link is a page of the store', () => {
    expect(markup).not.toMatch(/<(button|form|input|select|textarea)\b/);
    const hrefs = [...markup.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(matchPage(href), href).not.toBeNull();
  });

  test('writes ranges with plain hyphens, never with dashes', () => {
    expect(text).not.toMatch(/\d[\u2012-\u2015]\d/);
  });

  test('points readers to a healthcare provider', () => {
    expect(text.toLowerCase()).toMatch(/healthcare provider|prescriber|pharmacist/);
  });
});

describe('the mental health guide', () => {
  test('opens with the 988 crisis line in a warning callout, before the first section', () => {
    const { body } = render('/cannabis-mental-health');
    const callouts = [...body.matchAll(/<aside class="([^"]*)">([\s\S]*?)<\/aside>/g)];
    const crisis = callouts.find((match) => textOf(match[2] ?? '').includes(CRISIS));
    expect(crisis, 'a callout with the crisis line').toBeDefined();
    expect(crisis?.[1]).toContain('border-amber-500');
    expect(crisis?.index).toBeLessThan(body.indexOf('<h2>'));
  });
});
