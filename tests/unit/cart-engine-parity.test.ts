import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyPush } from '#shared/cart/apply-push';
import { lineKey } from '#shared/cart/line-key';
import { checkLineQuantity } from '#shared/catalogue/cart-rules';
import { catalogueProducts } from '#shared/catalogue/seed-products';
import { DEFAULT_SIZE_TABLES, listPriceCents, PURCHASE_TYPES } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import { seedSizeContent } from '#shared/compliance/size-contents';
import { STATE_RULES_SEED } from '#shared/compliance/state-rules';
import { centsToDecimal } from '#shared/money';
import type { PushedMutation, Refusal } from '#shared/schemas/cart-sync';
import { parseCartMutation } from '#shared/schemas/cart-sync';
import { cartWithFacts, type ProductRow } from '../../sync-api/services/cart-facts-store.ts';
import { type LimitedLine, type LimitFacts, refuseCartRaise } from '../../sync-api/services/cart-limits.ts';
import { offeredSizes, sizeLabelOf } from '../../sync-api/services/cart-store.ts';
import { skuKey } from '../../sync-api/services/stock-store.ts';

/**
 * The cart engine (shared/cart/) against the server's sync push as it decided before it
 * (`oldPush`, copied here as it was): over thousands of random worlds (stock, discontinued
 * products, the chosen state, the largest total) and random pushes, both leave the same cart,
 * line for line in the same order, and refuse the same mutations with the same words.
 */

interface World {
  products: ProductRow[];
  contents: Map<string, SizeContent>;
  chosen: string | null;
  maxTotalCents: number;
}

const PRODUCTS = catalogueProducts.filter((_, index) => index % 4 === 0).slice(0, 8);

const worldArbitrary: fc.Arbitrary<World> = fc
  .record({
    flags: fc.array(fc.record({ inStock: fc.boolean(), discontinued: fc.boolean(), stocked: fc.nat() }), {
      minLength: PRODUCTS.length,
      maxLength: PRODUCTS.length,
    }),
    chosen: fc.constantFrom(null, 'CA', 'MA', 'AZ', 'WA', 'NY'),
    maxTotalCents: fc.integer({ min: 1_000, max: 500_000 }),
  })
  .map(({ flags, chosen, maxTotalCents }) => {
    const contents = new Map<string, SizeContent>();
    const products = PRODUCTS.map((seed, index): ProductRow => {
      const flag = flags[index] ?? { inStock: true, discontinued: false, stocked: 0 };
      const sizes = offeredSizes(DEFAULT_SIZE_TABLES, seed.category);
      for (const size of sizes) {
        const content = seedSizeContent(seed, size);
        if (content) contents.set(skuKey(seed.id, size), content);
      }
      return {
        id: seed.id,
        name: seed.name,
        category: seed.category,
        price: centsToDecimal(listPriceCents(seed.category) ?? 4000),
        inStock: flag.inStock || index % 3 === 0,
        discontinued: flag.discontinued && index % 2 === 0,
        stockedSizes: sizes.filter((_, sizeIndex) => (flag.stocked >> sizeIndex) % 2 === 0 || index % 5 === 0),
      };
    });
    return { products, contents, chosen, maxTotalCents };
  });

const mutationArbitrary = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      name: fc.constant('setLineQuantity'),
      args: fc.record({
        productId: fc.constantFrom(...PRODUCTS.map((product) => product.id), 'no-such-product'),
        size: fc.constantFrom('1g', '3.5g', '28g', '6-pack', '5-pack', '1-vape', '3-pack', '1-preroll', 'huge'),
        purchaseType: fc.constantFrom(...PURCHASE_TYPES),
        quantity: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 99 }), fc.constant(0)),
      }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      name: fc.constant('removeLine'),
      args: fc.record({
        productId: fc.constantFrom(...PRODUCTS.map((product) => product.id)),
        size: fc.constantFrom('1g', '3.5g', '6-pack', '1-vape', '1-preroll'),
        purchaseType: fc.constantFrom(...PURCHASE_TYPES),
      }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ name: 'clearCart', args: {} }) },
);

// ---------------------------------------------------------------- the push as it was

type Key = { productId: string; size: string; purchaseType: (typeof PURCHASE_TYPES)[number] };

function oldPush(world: World, mutations: PushedMutation[]) {
  const products = new Map(world.products.map((row) => [row.id, { ...row, stockedSizes: new Set(row.stockedSizes) }]));
  const tables = DEFAULT_SIZE_TABLES;
  const limits: LimitFacts = {
    chosen: world.chosen,
    maxTotalCents: world.maxTotalCents,
    rules:
      world.chosen === null
        ? STATE_RULES_SEED.filter((rule) => rule.offered)
        : STATE_RULES_SEED.filter((rule) => rule.code === world.chosen),
    tables,
    contents: world.contents,
  };
  const quantities = new Map<string, number>();
  const lineKeys = new Map<string, Key>();
  const refusals: Refusal[] = [];
  for (const pushed of mutations) {
    const parsed = parseCartMutation(pushed);
    if (!parsed.ok) {
      refusals.push({ mutationId: pushed.id, code: 'invalid_mutation', message: parsed.message });
      continue;
    }
    const { mutation } = parsed;
    if (mutation.name === 'clearCart') {
      quantities.clear();
      continue;
    }
    const id = lineKey(mutation.args);
    if (mutation.name === 'removeLine') {
      quantities.delete(id);
      continue;
    }
    const args = mutation.args;
    const product = products.get(args.productId);
    const refusal = checkLineQuantity({
      productId: args.productId,
      product,
      size: args.size,
      sizeLabel: sizeLabelOf(tables, product?.category ?? '', args.size),
      offeredSizes: product ? offeredSizes(tables, product.category) : [],
      stockedSizes: product?.stockedSizes ?? new Set(),
      quantity: args.quantity,
      currentQuantity: quantities.get(id) ?? 0,
      linesInCart: quantities.size,
    });
    if (refusal) {
      const code = refusal.code === 'quantity_limit' ? 'invalid_mutation' : refusal.code;
      refusals.push({ mutationId: pushed.id, code, message: refusal.message });
      continue;
    }
    const current = quantities.get(id) ?? 0;
    if (current === args.quantity) continue;
    if (product && args.quantity > current) {
      const raised: LimitedLine = { ...args, product };
      const after: LimitedLine[] = [raised];
      for (const [other, quantity] of quantities) {
        const key = lineKeys.get(other);
        const otherProduct = key && products.get(key.productId);
        if (other !== id && key && otherProduct) after.push({ ...key, quantity, product: otherProduct });
      }
      const overLimit = refuseCartRaise(limits, raised, after);
      if (overLimit) {
        refusals.push({ mutationId: pushed.id, code: overLimit.code, message: overLimit.message });
        continue;
      }
    }
    quantities.set(id, args.quantity);
    lineKeys.set(id, { productId: args.productId, size: args.size, purchaseType: args.purchaseType });
  }
  return { lines: [...quantities], refusals };
}

// ---------------------------------------------------------------- the engine

function newPush(world: World, mutations: PushedMutation[]) {
  const rules =
    world.chosen === null
      ? STATE_RULES_SEED.filter((rule) => rule.offered)
      : STATE_RULES_SEED.filter((rule) => rule.code === world.chosen);
  const { cart, facts } = cartWithFacts({
    stored: [],
    products: world.products,
    tables: DEFAULT_SIZE_TABLES,
    rules,
    contents: world.contents,
    limits: { chosen: world.chosen, maxTotalCents: world.maxTotalCents },
  });
  const result = applyPush(cart, 0, mutations, facts);
  return {
    lines: [...result.cart].map(([key, line]): [string, number] => [key, line.quantity]),
    refusals: result.refusals,
  };
}

describe('the cart engine decides as the sync push did', () => {
  test('the same cart, in the same order, and the same refusals over random worlds and pushes', () => {
    fc.assert(
      fc.property(worldArbitrary, fc.array(mutationArbitrary, { maxLength: 40 }), (world, drawn) => {
        const mutations = drawn.map((mutation, index) => ({ id: index + 1, ...mutation }));
        const before = oldPush(world, mutations);
        const after = newPush(world, mutations);
        // A line taken out and put back comes last in both.
        expect(after.lines).toEqual(before.lines);
        expect(after.refusals).toEqual(before.refusals);
      }),
      { numRuns: 5000 },
    );
  });
});
