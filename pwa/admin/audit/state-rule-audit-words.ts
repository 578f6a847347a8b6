import * as z from 'zod/mini';
import { TENDER_IDS } from '#shared/payments/tenders';
import {
  purchaseLimitSchema,
  ruleSourceSchema,
  stateDeliverySchema,
  stateTaxesSchema,
} from '#shared/schemas/state-rules';
import { formatDay } from '../lib/format.ts';
import {
  categoriesText,
  deliveryLines,
  limitText,
  localRateText,
  sourceText,
  taxesText,
  tendersText,
} from '../state-rules/rule-words.ts';
import type { ValueWords } from './audit-words.ts';

const limitsSchema = z.array(purchaseLimitSchema);
const sourcesSchema = z.array(ruleSourceSchema);
const categoriesSchema = z.array(z.string());
const tendersSchema = z.array(z.enum(TENDER_IDS));

/**
 * A state rule's recorded values as its screens word them: its limits as sentences, its sources
 * by title, its categories and ways to pay by name, its taxes with every local rate. A value of another shape is left to the log's own words.
 */
export const stateRuleValueWords: ValueWords = (field, value) => {
  switch (field) {
    case 'offered':
      return typeof value === 'boolean' ? (value ? 'Offered' : 'Not offered') : null;
    case 'categories': {
      const categories = categoriesSchema.safeParse(value);
      return categories.success ? categoriesText(categories.data) : null;
    }
    case 'limits': {
      const limits = limitsSchema.safeParse(value);
      if (!limits.success) return null;
      return limits.data.length === 0 ? 'No limits' : limits.data.map(limitText).join('; ');
    }
    case 'sources': {
      const sources = sourcesSchema.safeParse(value);
      if (!sources.success) return null;
      return sources.data.length === 0 ? 'No sources' : sources.data.map(sourceText).join('; ');
    }
    case 'reviewedOn':
      return typeof value === 'string' ? formatDay(value) : null;
    case 'delivery': {
      const delivery = stateDeliverySchema.safeParse(value);
      return delivery.success ? deliveryLines(delivery.data).join('; ') : null;
    }
    case 'tenders': {
      const tenders = tendersSchema.safeParse(value);
      return tenders.success ? tendersText(tenders.data) : null;
    }
    case 'taxes': {
      // Every local rate is named, so an entry that changed one rate shows which.
      const taxes = stateTaxesSchema.safeParse(value);
      if (!taxes.success) return null;
      const rates = taxes.data.localRates.map(localRateText).join('; ');
      return `Version ${taxes.data.version}: ${taxesText(taxes.data)}${rates ? `. ${rates}` : ''}`;
    }
    default:
      return null;
  }
};
