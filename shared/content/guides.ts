import { STATIC_PAGE_PATHS } from '../routes.ts';
import type { PageMeta } from './page-meta.ts';

/**
 * The eight educational guides: their paths in the order of the
 * "Learn" menu (first steps, then topics, then quality), their search-engine metadata and their
 * short menu labels. The articles themselves live in pwa/features/content/guides/.
 */
export const GUIDE_PATHS = [
  STATIC_PAGE_PATHS.beginnersWellnessRoutine,
  STATIC_PAGE_PATHS.dosageSafetyGuide,
  STATIC_PAGE_PATHS.cbdVsThcGuide,
  STATIC_PAGE_PATHS.wellnessBenefitsGuide,
  STATIC_PAGE_PATHS.cannabisForSleep,
  STATIC_PAGE_PATHS.painManagementGuide,
  STATIC_PAGE_PATHS.cannabisMentalHealth,
  STATIC_PAGE_PATHS.qualityLabTesting,
] as const;

export type GuidePath = (typeof GUIDE_PATHS)[number];

export function isGuidePath(path: string): path is GuidePath {
  return (GUIDE_PATHS as readonly string[]).includes(path);
}

export const GUIDE_META: Record<GuidePath, PageMeta> = {
  [STATIC_PAGE_PATHS.wellnessBenefitsGuide]: {
    title: 'Cannabis Wellness Benefits: What Adults Should Know',
    heading: 'Cannabis and Wellness: What Adults Should Know',
    description:
      'What adults report from cannabis for relaxation, rest and comfort, what research does and does not show, and how to choose, dose and time products safely.',
    keywords: [
      'cannabis wellness benefits',
      'hemp wellness',
      'CBD benefits',
      'cannabinoids and terpenes',
      'relaxation',
      'responsible cannabis use',
    ],
  },
  [STATIC_PAGE_PATHS.cannabisForSleep]: {
    title: 'Cannabis for Better Sleep: A Practical Guide',
    description:
      'How cannabis and CBD may affect sleep, which products and terpenes people choose at night, how to dose and time them, and when to talk to a healthcare provider.',
    keywords: [
      'cannabis for sleep',
      'CBD for sleep',
      'sleep gummies',
      'THC and sleep',
      'myrcene',
      'bedtime routine',
      'CBN',
    ],
  },
  [STATIC_PAGE_PATHS.painManagementGuide]: {
    title: 'Natural Pain Management with Cannabis: A Careful Guide',
    heading: 'Cannabis and Pain: A Careful, Practical Guide',
    description:
      'What research says about cannabis and CBD for aches and chronic pain, how adults choose ratios and formats, dose and time them, and the safety points to know.',
    keywords: [
      'cannabis pain management',
      'CBD for pain',
      'THC and CBD ratio',
      'cannabis topicals',
      'chronic pain',
      'cannabis and medications',
    ],
  },
  [STATIC_PAGE_PATHS.dosageSafetyGuide]: {
    title: 'Cannabis Dosage and Safety Guide',
    heading: 'Dosage and Safety: Start Low, Go Slow',
    description:
      'Edible, gummy, flower, vape, tincture and CBD dosing ranges, how long to wait, what to do if you take too much, and how to build a safe personal plan.',
    keywords: [
      'cannabis dosage',
      'edible dosing chart',
      'how many gummies',
      'start low go slow',
      'CBD dosage',
      'took too much THC',
      'cannabis safety',
    ],
  },
  [STATIC_PAGE_PATHS.cbdVsThcGuide]: {
    title: 'CBD vs THC: Differences, Effects and How to Choose',
    description:
      'CBD and THC side by side: how each works in the body, effects people report, ratios, side effects, legal status of hemp and cannabis, and how to choose.',
    keywords: [
      'CBD vs THC',
      'difference between CBD and THC',
      'CBD THC ratio',
      'hemp vs marijuana',
      'is CBD legal',
      'entourage effect',
    ],
  },
  [STATIC_PAGE_PATHS.beginnersWellnessRoutine]: {
    title: 'A Four-Week Cannabis Wellness Routine for Beginners',
    heading: "A Beginner's Four-Week Wellness Routine",
    description:
      'A calm, week-by-week plan for first-time adult users: which products to start with, sample routines, how to track what you notice, and the mistakes to avoid.',
    keywords: [
      'cannabis for beginners',
      'first time edibles',
      'microdosing cannabis',
      'cannabis routine',
      'cannabis journal',
      'beginner CBD',
    ],
  },
  [STATIC_PAGE_PATHS.cannabisMentalHealth]: {
    title: 'Cannabis and Mental Health: A Balanced Guide',
    description:
      'An honest look at cannabis, anxiety, low mood and PTSD: what research shows, how to use mindfully, the warning signs to watch for, and where to get help.',
    keywords: [
      'cannabis and anxiety',
      'cannabis and depression',
      'cannabis and PTSD',
      'mindful cannabis use',
      'CBD and anxiety',
      'cannabis warning signs',
      '988',
    ],
  },
  [STATIC_PAGE_PATHS.qualityLabTesting]: {
    title: 'Cannabis Quality and Lab Testing Explained',
    heading: 'Quality and Lab Testing: How to Read a COA',
    description:
      'What cannabis labs test for, from potency and pesticides to heavy metals, microbes and solvents, and how to read a certificate of analysis line by line.',
    keywords: [
      'cannabis lab testing',
      'certificate of analysis',
      'how to read a COA',
      'cannabis potency testing',
      'pesticide testing',
      'heavy metals',
      'residual solvents',
    ],
  },
};

export const GUIDE_MENU_LABELS: Record<GuidePath, string> = {
  [STATIC_PAGE_PATHS.beginnersWellnessRoutine]: 'Beginner Routine',
  [STATIC_PAGE_PATHS.dosageSafetyGuide]: 'Dosage & Safety',
  [STATIC_PAGE_PATHS.cbdVsThcGuide]: 'CBD vs THC',
  [STATIC_PAGE_PATHS.wellnessBenefitsGuide]: 'Wellness Benefits',
  [STATIC_PAGE_PATHS.cannabisForSleep]: 'Cannabis for Sleep',
  [STATIC_PAGE_PATHS.painManagementGuide]: 'Pain Management',
  [STATIC_PAGE_PATHS.cannabisMentalHealth]: 'Mental Health',
  [STATIC_PAGE_PATHS.qualityLabTesting]: 'Lab Testing',
};
