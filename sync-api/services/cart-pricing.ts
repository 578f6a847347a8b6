import { productImageUrl } from '#shared/catalogue/images';
import { type SizeTables, sizeOptionsFor, unitPriceCents } from '#shared/catalogue/sizes';
import { centsToDecimal, toCents } from '#shared/money';
import type { CartItem } from '#shared/schemas/cart';
import type { CartLineModel } from '../models/cart.ts';

/** A stored line priced with the server's current tables: the device never sends a price. */
export function priceCartLine(line: CartLineModel, tables: SizeTables): CartItem {
  const product = line.product;
  if (!product) throw new Error(`Cart line ${line.id} was loaded without its product`);
  const productPriceCents = toCents(product.price);
  const option = sizeOptionsFor(product.category, productPriceCents, tables).find(
    (candidate) => candidate.size === line.size,
  );
  const unitCents = unitPriceCents(option?.priceCents ?? productPriceCents, line.purchaseType);
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
  };
}
