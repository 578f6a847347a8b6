import type { SizeContent } from '../compliance/measures.ts';
import { PREROLL_GRAMS, sizeTableEntry, VAPE_CARTRIDGE_GRAMS } from '../compliance/size-contents.ts';
import { formatUsd } from '../money.ts';

/**
 * A size's price per piece or per gram, so that packs of different sizes compare at a glance:
 * "$2.50 per gummy" beside a 6-Pack, "$13.71 per gram" beside an eighth. A pack's pieces are
 * the size table's (size-contents.ts: a gummy 6-pack is six gummies, a vape 2-pack two 2 g
 * cartridges); a flower size's grams are what the product's size holds, as the limits count it.
 */

type Unit = { noun: string; per: (content: SizeContent | null, tableUnits: number) => number };

const UNITS: Record<string, Unit> = {
  gummies: { noun: 'gummy', per: (_content, gummies) => gummies },
  flower: {
    noun: 'gram',
    per: (content, grams) => (content?.measure === 'flowerGrams' ? content.amount : grams),
  },
  prerolls: { noun: 'preroll', per: (_content, grams) => Math.round(grams / PREROLL_GRAMS) },
  vapes: { noun: 'cartridge', per: (_content, grams) => Math.round(grams / VAPE_CARTRIDGE_GRAMS) },
};

/** "$2.50 per gummy"; null for a size the table does not know, or one that holds nothing. */
export function unitPriceText(
  category: string,
  option: { size: string; content: SizeContent | null },
  priceCents: number,
): string | null {
  const unit = UNITS[category];
  const entry = sizeTableEntry(category, option.size);
  if (!unit || !entry) return null;
  const units = unit.per(option.content, entry.units);
  if (!(units > 0)) return null;
  return `${formatUsd(Math.round(priceCents / units))} per ${unit.noun}`;
}
