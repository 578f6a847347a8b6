import { productImageUrl } from '#shared/catalogue/images';
import { type SizeTables, sizeOptionsFor, subscriptionWithdrawnMessage } from '#shared/catalogue/sizes';
import type { SizeContent } from '#shared/compliance/measures';
import { centsToDecimal, toCents } from '#shared/money';
import type { CartItem, LineIssue } from '#shared/schemas/cart';
import type { ProductModel } from '../catalogue/product-model.ts';
import type { CartLineModel } from './cart-model.ts';

/** What pricing needs of a stored line and its product, however the line was read. */
export type StoredLine = Pick<CartLineModel, 'id' | 'quantity' | 'size' | 'purchaseType'> & {
  /** Whether any of the line's product is on hand in its size. */
  sizeInStock: boolean;
  /** What one unit of the line's size holds, for the states' limits; null where it cannot be counted. */
  content: SizeContent | null;
  product?: Pick<
    ProductModel,
    'id' | 'name' | 'price' | 'image' | 'thcContent' | 'category' | 'inStock' | 'discontinued'
  >;
};

function issueOf(
  product: NonNullable<StoredLine['product']>,
  line: Pick<StoredLine, 'purchaseType' | 'sizeInStock'>,
  option: { label: string } | undefined,
): LineIssue | null {
  if (product.discontinued) return { code: 'discontinued', message: `${product.name} is no longer sold.` };
  if (!product.inStock) return { code: 'out_of_stock', message: `${product.name} is out of stock.` };
  if (!option) {
    return { code: 'size_unavailable', message: `${product.name} is no longer sold in this size.` };
  }
  if (!line.sizeInStock) {
    return { code: 'out_of_stock', message: `${option.label} of ${product.name} is out of stock.` };
  }
  // Migration 030 made every stored Subscribe & Save line one-time, but a server still on the
  // release before it may write one while a deploy rolls: it can be taken out, not ordered.
  if (line.purchaseType === 'subscription') {
    return { code: 'discontinued', message: subscriptionWithdrawnMessage(product.name) };
  }
  return null;
}

/** A product's size option today (undefined for a size no longer sold) and the product's own price. */
function priceOptionOf(product: { category: string; price: string }, size: string, tables: SizeTables) {
  const productPriceCents = toCents(product.price);
  const option = sizeOptionsFor(product.category, productPriceCents, tables).find(
    (candidate) => candidate.size === size,
  );
  return { productPriceCents, option };
}

/** The line's product and its size option today. */
function sizeOptionOf(line: StoredLine, tables: SizeTables) {
  const product = line.product;
  if (!product) throw new Error(`Cart line ${line.id} was loaded without its product`);
  return { product, ...priceOptionOf(product, line.size, tables) };
}

// A size withdrawn since the line was added keeps the product's price until it is removed.
const unitCentsOf = ({ productPriceCents, option }: ReturnType<typeof priceOptionOf>) =>
  option?.priceCents ?? productPriceCents;

/** What one item of a product's size costs the shopper: a cart line's unit price, whatever its purchase type. */
export function chargedUnitCents(
  product: { category: string; price: string },
  size: string,
  tables: SizeTables,
): number {
  return unitCentsOf(priceOptionOf(product, size, tables));
}

/**
 * A stored line priced with the server's current tables (the device never sends a price),
 * with the server's verdict when the line can no longer be bought as it is.
 */
export function priceCartLine(line: StoredLine, tables: SizeTables): CartItem {
  const { product, productPriceCents, option } = sizeOptionOf(line, tables);
  const unitCents = unitCentsOf({ productPriceCents, option });
  return {
    id: line.id,
    quantity: line.quantity,
    size: line.size,
    sizeLabel: option?.label ?? line.size,
    purchaseType: line.purchaseType,
    unitPrice: centsToDecimal(unitCents),
    lineTotal: centsToDecimal(unitCents * line.quantity),
    product: {
      id: product.id,
      name: product.name,
      price: centsToDecimal(productPriceCents),
      image: productImageUrl(product.image, 400),
      thcContent: product.thcContent,
      category: product.category,
      inStock: product.inStock,
    },
    issue: issueOf(product, line, option),
    content: line.content,
  };
}
