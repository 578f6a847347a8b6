import { MINIMUM_AGE } from '../age.ts';
import { HEMP_LAW_SINCE } from '../compliance/hemp-law.ts';
import { STATIC_PAGE_PATHS } from '../routes.ts';
import { GUARANTEE_DAYS, STORE_NAME } from './business.ts';
import type { PageMeta } from './page-meta.ts';

/** Search and preview details of the policy, legal and about pages; the delivery page also sets keywords. */

export const POLICY_PAGES = [
  'shippingInfo',
  'returns',
  'labReports',
  'privacyPolicy',
  'termsOfService',
  'compliance',
  'about',
] as const satisfies readonly (keyof typeof STATIC_PAGE_PATHS)[];

export type PolicyPath = (typeof STATIC_PAGE_PATHS)[(typeof POLICY_PAGES)[number]];

export const POLICY_META: Record<PolicyPath, PageMeta> = {
  [STATIC_PAGE_PATHS.shippingInfo]: {
    title: 'Cannabis Delivery & Shipping Info',
    heading: 'Delivery & Shipping',
    description: `Where we deliver, each state's delivery options, prices and windows, Same-Day areas and cut-offs, discreet packaging and the ID check at the door. ${MINIMUM_AGE}+ with ID.`,
    keywords: [
      'cannabis delivery',
      'THC gummies delivery',
      'weed delivery near me',
      'discreet cannabis shipping',
      'express cannabis delivery',
      'free shipping cannabis',
      `${MINIMUM_AGE}+ ID verification delivery`,
    ],
  },
  [STATIC_PAGE_PATHS.returns]: {
    title: 'Returns & Exchanges Policy',
    heading: 'Returns & Exchanges',
    description: `How returns, exchanges and refunds work at ${STORE_NAME}: return windows, what is eligible, refund times, return shipping and our ${GUARANTEE_DAYS}-day satisfaction guarantee.`,
    keywords: ['cannabis returns policy', 'refunds', 'exchanges', `${GUARANTEE_DAYS}-day satisfaction guarantee`],
  },
  [STATIC_PAGE_PATHS.labReports]: {
    title: 'Lab Reports & Certificates of Analysis',
    heading: 'Lab Reports',
    description:
      'Every batch is tested by independent ISO/IEC 17025-accredited labs for potency, heavy metals, pesticides and microbials. See sample results and our limits.',
    keywords: [
      'cannabis lab reports',
      'certificate of analysis',
      'COA',
      'third-party lab testing',
      'pesticide testing',
    ],
  },
  [STATIC_PAGE_PATHS.privacyPolicy]: {
    title: 'Privacy Policy',
    description: `How ${STORE_NAME} collects, uses, shares and protects your personal information, how long we keep it, and the privacy choices and rights available to you.`,
  },
  [STATIC_PAGE_PATHS.termsOfService]: {
    title: 'Terms of Service',
    description: `The terms for using ${STORE_NAME} and buying from us: eligibility at ${MINIMUM_AGE} or over, orders and pricing, delivery and ID checks, returns, responsible use and disputes.`,
  },
  [STATIC_PAGE_PATHS.compliance]: {
    title: 'Compliance & Legal Standards',
    heading: 'Compliance',
    description: `How ${STORE_NAME} stays compliant: ${MINIMUM_AGE}+ age and ID checks, state-by-state availability, federal hemp law since ${HEMP_LAW_SINCE} and independent lab testing.`,
    keywords: [
      'cannabis compliance',
      'age verification',
      'federal hemp definition',
      'total THC limit',
      'state cannabis laws',
    ],
  },
  [STATIC_PAGE_PATHS.about]: {
    title: `About ${STORE_NAME}`,
    heading: `About ${STORE_NAME}`,
    description: `${STORE_NAME} delivers lab-tested cannabis gummies, flower, vapes and prerolls to adults ${MINIMUM_AGE}+, with discreet packaging, ID checks and a ${GUARANTEE_DAYS}-day guarantee.`,
    keywords: [`about ${STORE_NAME}`, 'lab-tested cannabis', 'cannabis delivery company'],
  },
};

export function isPolicyPath(path: string): path is PolicyPath {
  return Object.hasOwn(POLICY_META, path);
}
