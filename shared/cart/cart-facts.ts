import type { SizeContent } from '../compliance/measures.ts';
import type { StateRule } from '../compliance/state-rule.ts';
import type { LineKey } from './line-key.ts';

/**
 * What a cart decision (decide-change.ts) needs to know beyond the cart itself. The device
 * answers from the catalogue and rules it last kept, the server from its own; where the device
 * does not know a fact it says so, and the decision leaves that check to the server.
 */

/** What the store sells of a product, for whether a line of it may be raised. */
export interface CartProduct {
  name: string;
  discontinued: boolean;
  inStock: boolean;
  /** The sizes it is sold in today, in the shop's order, with whether any is on hand. */
  sizes: readonly { size: string; label: string; inStock: boolean }[];
}

/** What a line is, as the limits count it and the total prices it. */
export interface LineFacts {
  /** The product's name. */
  name: string;
  category: string;
  /** How the shop names the size ("7g (Quarter)"). */
  sizeLabel: string;
  /** What one unit holds; null where it cannot be counted. */
  content: SizeContent | null;
  /** What one unit costs in the line's purchase type, in cents. */
  unitCents: number;
}

/** A line of the cart as a decision sees it. */
export interface CartLine extends LineFacts {
  key: LineKey;
  quantity: number;
}

/** The purchase limits in force: every offered place's rule, and the shopper's chosen place. */
export interface LimitsInForce {
  rules: readonly StateRule[];
  /** The chosen state's code, or null while none is chosen. */
  chosen: string | null;
}

export interface CartFacts {
  /**
   * The product with this id: null when the store sells none by it, undefined when it is not
   * known here (the device that has not kept its catalogue entry).
   */
  product(productId: string): CartProduct | null | undefined;
  /** What a new line of this key would be; undefined when that is not known here. */
  newLine(key: LineKey): LineFacts | undefined;
  /** The limits in force, or null when not known here (the device before its rules load). */
  limits: LimitsInForce | null;
  /** The largest order total in cents, or null when not known here. */
  maxTotalCents: number | null;
}
