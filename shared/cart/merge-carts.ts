import type { CartMergeOutcome, MergedLine } from '../schemas/account.ts';
import type { CartFacts, CartLine } from './cart-facts.ts';
import { type CartLines, decideChange } from './decide-change.ts';

/**
 * One shopper's two carts made one (decision 033): the account's, and the one a device held
 * before it signed in. Each of the device's lines comes in, in its order, through the decision
 * every cart change takes (decide-change.ts), so the merged cart holds nothing a push could not
 * have put there:
 *  - a line both carts hold keeps the larger quantity: the same item put in on a phone and on a
 *    laptop is one wish, not two, so no line doubles;
 *  - a line only the device held goes in behind the account's;
 *  - one the store cannot take now (out of stock, over a state's limit, the cart full) stays
 *    out, with the decision's reason.
 * What the shopper on the device sees change is told back, for the page to explain.
 */

export interface CartMerge {
  cart: Map<string, CartLine>;
  outcome: CartMergeOutcome;
}

const shown = (line: CartLine, quantity = line.quantity): MergedLine => ({
  name: line.name,
  sizeLabel: line.sizeLabel,
  quantity,
});

export function mergeCarts(account: CartLines, device: CartLines, facts: CartFacts): CartMerge {
  let cart = new Map(account);
  const outcome: CartMergeOutcome = { fromAccount: [], keptLarger: [], leftOut: [] };
  for (const [key, line] of account) if (!device.has(key)) outcome.fromAccount.push(shown(line));
  for (const [key, line] of device) {
    const held = cart.get(key)?.quantity ?? 0;
    if (held > line.quantity) outcome.keptLarger.push(shown(line, held));
    if (held >= line.quantity) continue;
    const decision = decideChange(
      cart,
      { name: 'setLineQuantity', args: { ...line.key, quantity: line.quantity } },
      facts,
    );
    if (decision.kind === 'applied') cart = decision.cart;
    else if (decision.kind === 'refused') {
      outcome.leftOut.push({ ...shown(line, line.quantity - held), reason: decision.refusal.message });
    }
  }
  return { cart, outcome };
}

/** Whether the merge changed what the device shows, so the shopper should be told. */
export function mergeChangedCart(outcome: CartMergeOutcome): boolean {
  return outcome.fromAccount.length + outcome.keptLarger.length + outcome.leftOut.length > 0;
}
