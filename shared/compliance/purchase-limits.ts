import { STORE_NAME } from '../content/business.ts';
import { formatAmount, roundAmount, type SizeContent } from './measures.ts';
import type { PurchaseLimit, StateRule } from './state-rule.ts';
import { usStateByCode } from './us-states.ts';

/**
 * The purchase-limit rules, one set for the device, the cart calls, the sync protocol and the
 * payment intent: how much of each of a state's limits some lines use, whether a state takes
 * them, and the words a shopper reads when it does not.
 */

/** What some units of a size hold, as the limits add it up. */
export interface CountedAmount {
  /** What one unit holds; null when it is not known (and so cannot be counted). */
  content: SizeContent | null;
  quantity: number;
}

/** A cart or order line as the limits see it. */
export interface CountedLine extends CountedAmount {
  /** How a refusal names the line: "Blue Dream Vape (2-Pack)". */
  name: string;
  category: string;
}

/** How the limits' words name a line: the product and the size as the shop labels it. */
export function countedLineName(productName: string, sizeLabel: string): string {
  return `${productName} (${sizeLabel})`;
}

export interface LimitUse {
  limit: PurchaseLimit;
  used: number;
}

export type ComplianceCode = 'not_shipped_to_state' | 'over_state_limit';

export interface ComplianceRefusal {
  code: ComplianceCode;
  message: string;
  /** The lines the refusal is about. */
  lines: string[];
}

function weightOf(limit: PurchaseLimit, content: SizeContent | null): number {
  return content ? (limit.counts[content.measure] ?? 0) : 0;
}

/** How much of a limit the lines use, in the limit's unit. */
export function limitUse(limit: PurchaseLimit, lines: readonly CountedAmount[]): number {
  let used = 0;
  for (const line of lines) {
    if (line.content) used += weightOf(limit, line.content) * line.content.amount * line.quantity;
  }
  return roundAmount(used);
}

/** Each of the state's limits with how much of it the lines use. */
export function usageOf(rule: StateRule, lines: readonly CountedLine[]): LimitUse[] {
  return rule.limits.map((limit) => ({ limit, used: limitUse(limit, lines) }));
}

/** How each period reads after an amount: "8 g of concentrate a day". */
export const PERIOD_WORDS = { day: 'a day', order: 'per order' } as const;

/** How each period reads after a cart's use of it: "3.5 g of 28.5 g today". */
const USE_PERIOD_WORDS = { day: 'today', order: 'in this order' } as const;

/** "Flower: 14 g of 28.5 g today": a limit's use as the drawer shows it, in the shopper's words. */
export function usageLine({ limit, used }: LimitUse): string {
  return `${limit.label}: ${formatAmount(used, limit.unit)} of ${formatAmount(limit.amount, limit.unit)} ${USE_PERIOD_WORDS[limit.period]}`;
}

/** "8 g of concentrate a day": what a limit allows, as the refusals and the back office say it. */
export function limitAmountWords(limit: Pick<PurchaseLimit, 'amount' | 'unit' | 'of' | 'period'>): string {
  return `${formatAmount(limit.amount, limit.unit)} of ${limit.of} ${PERIOD_WORDS[limit.period]}`;
}

/** "California allows 8 g of concentrate a day". */
export function limitWords(rule: Pick<StateRule, 'name'>, limit: PurchaseLimit): string {
  return `${rule.name} allows ${limitAmountWords(limit)}`;
}

function countsToward(limit: PurchaseLimit, line: CountedAmount): boolean {
  return weightOf(limit, line.content) > 0;
}

/** "Verdant does not deliver to Texas": the headline of every word about a place not delivered to. */
export function notDeliveredHeadline(placeName: string): string {
  return `${STORE_NAME} does not deliver to ${placeName}`;
}

export function notDeliveredMessage(rule: Pick<StateRule, 'name' | 'note'> | null, code: string): string {
  const name = rule?.name ?? usStateByCode(code)?.name ?? code;
  const why = rule?.note ? ` ${rule.note}` : '';
  return `${notDeliveredHeadline(name)}.${why}`;
}

/** Lines a state does not take whatever their amount: a category not sold there, or a size whose content is unknown. */
function unsellableLines(rule: StateRule, lines: readonly CountedLine[]): ComplianceRefusal | null {
  const barred = lines.filter((line) => !(rule.categories as string[]).includes(line.category));
  if (barred.length > 0) {
    const categories = [...new Set(barred.map((line) => line.category))].join(' and ');
    return {
      code: 'not_shipped_to_state',
      message: `${STORE_NAME} does not deliver ${categories} to ${rule.name}: ${barred.map((line) => line.name).join(', ')}.`,
      lines: barred.map((line) => line.name),
    };
  }
  const unknown = rule.limits.length > 0 ? lines.filter((line) => line.content === null) : [];
  if (unknown.length > 0) {
    return {
      code: 'not_shipped_to_state',
      message: `${unknown.map((line) => line.name).join(', ')} cannot be counted against ${rule.name}'s purchase limits, so it cannot be delivered there.`,
      lines: unknown.map((line) => line.name),
    };
  }
  return null;
}

export interface OrderCheck {
  /** The ship-to state's rule; null for a place with none (never offered). */
  rule: StateRule | null;
  /** The ship-to code, for the words when there is no rule. */
  code: string;
  lines: readonly CountedLine[];
  /** What the same shopper's other orders today held (same address and date of birth): per-day limits count them. */
  earlierToday?: readonly CountedAmount[];
  /** What the same shopper's payments open on other devices today hold: per-day limits count them too. */
  heldElsewhere?: readonly CountedAmount[];
}

/** Whose amounts a refused order's words name. */
function holderWords(earlier: boolean, held: boolean): string {
  if (held && earlier)
    return 'this order, your earlier orders today and the one you are paying for elsewhere would hold';
  if (held) return 'this order and the one you are paying for elsewhere would hold';
  if (earlier) return 'this order and your earlier orders today would hold';
  return 'this order would hold';
}

/** Whether the ship-to state takes an order of these lines: the payment intent's rule. */
export function checkOrder({
  rule,
  code,
  lines,
  earlierToday = [],
  heldElsewhere = [],
}: OrderCheck): ComplianceRefusal | null {
  if (!rule?.offered) {
    return { code: 'not_shipped_to_state', message: notDeliveredMessage(rule, code), lines: lines.map((l) => l.name) };
  }
  const unsellable = unsellableLines(rule, lines);
  if (unsellable) return unsellable;
  for (const limit of rule.limits) {
    const daily = limit.period === 'day';
    const counted = daily ? [...lines, ...earlierToday, ...heldElsewhere] : lines;
    const used = limitUse(limit, counted);
    if (used <= limit.amount) continue;
    const involved = lines.filter((line) => countsToward(limit, line)).map((line) => line.name);
    const holder = holderWords(
      daily && earlierToday.some((line) => countsToward(limit, line)),
      daily && heldElsewhere.some((line) => countsToward(limit, line)),
    );
    return {
      code: 'over_state_limit',
      message: `${limitWords(rule, limit)}; ${holder} ${formatAmount(used, limit.unit)} (${involved.join(', ')}).`,
      lines: involved,
    };
  }
  return null;
}

/** The offered state whose limits this cart comes closest to (or passes): what applies before a state is chosen. */
export function strictestRule(rules: readonly StateRule[], lines: readonly CountedLine[]): StateRule | null {
  let strictest: StateRule | null = null;
  let highest = -1;
  for (const rule of rules) {
    if (!rule.offered) continue;
    // With nothing counted yet, the state with the smallest limits is the strictest.
    const share = Math.max(0, ...rule.limits.map((limit) => (limitUse(limit, lines) + 1e-6) / limit.amount));
    if (share > highest) [strictest, highest] = [rule, share];
  }
  return strictest;
}

export interface CartRaise {
  rules: readonly StateRule[];
  /** The shopper's chosen state's code, or null when none is chosen. */
  chosen: string | null;
  /** The line being raised, at its new quantity. */
  line: CountedLine;
  /** The whole cart after the change, that line included. */
  after: readonly CountedLine[];
}

/**
 * Whether a cart line may be raised: with a chosen state, its categories and limits; with none,
 * the limits of every offered state (so the strictest). Lowering a line is always allowed, so only
 * a raise is checked, and only against the limits the raised line counts toward.
 */
export function checkCartRaise({ rules, chosen, line, after }: CartRaise): ComplianceRefusal | null {
  if (chosen !== null) {
    const rule = rules.find((candidate) => candidate.code === chosen) ?? null;
    if (!rule?.offered) {
      return { code: 'not_shipped_to_state', message: notDeliveredMessage(rule, chosen), lines: [line.name] };
    }
    const unsellable = unsellableLines(rule, [line]);
    if (unsellable) return unsellable;
    const over = mostPassedLimit(rule, line, after);
    return over ? overLimitRefusal(rule, line, over, '') : null;
  }
  const offered = rules.filter((rule) => rule.offered);
  if (line.content === null && offered.some((rule) => rule.limits.length > 0)) {
    return {
      code: 'not_shipped_to_state',
      message: `${line.name} cannot be counted against the states' purchase limits, so it cannot be added.`,
      lines: [line.name],
    };
  }
  // Of the states whose limits the cart would pass, the one it passes by the most, whatever the
  // order the rules come in.
  let worst: { rule: StateRule; over: LimitUse } | null = null;
  for (const rule of offered) {
    const over = mostPassedLimit(rule, line, after);
    if (over && (!worst || shareOf(over) > shareOf(worst.over))) worst = { rule, over };
  }
  return worst ? overLimitRefusal(worst.rule, line, worst.over, STRICTEST_POSTSCRIPT) : null;
}

const STRICTEST_POSTSCRIPT = ' Until you choose your state, the cart keeps to the strictest state we deliver to.';

const shareOf = ({ limit, used }: LimitUse) => used / limit.amount;

/** The limit the raised line counts toward that the cart would pass by the most; null when it passes none. */
function mostPassedLimit(rule: StateRule, line: CountedLine, after: readonly CountedLine[]): LimitUse | null {
  let most: LimitUse | null = null;
  for (const limit of rule.limits) {
    if (!countsToward(limit, line)) continue;
    const use = { limit, used: limitUse(limit, after) };
    if (use.used > limit.amount && (!most || shareOf(use) > shareOf(most))) most = use;
  }
  return most;
}

function overLimitRefusal(
  rule: StateRule,
  line: CountedLine,
  { limit, used }: LimitUse,
  postscript: string,
): ComplianceRefusal {
  return {
    code: 'over_state_limit',
    message: `${limitWords(rule, limit)}; this cart would hold ${formatAmount(used, limit.unit)}.${postscript}`,
    lines: [line.name],
  };
}
