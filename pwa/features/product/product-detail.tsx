import { Link } from '@tanstack/react-router';
import { ArrowLeft, Check, ChevronRight, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { CATEGORIES, isCategoryId } from '#shared/catalogue/categories';
import { moodBadgeFor } from '#shared/catalogue/moods';
import { formatUsd, formatWholeNumber, toCents } from '#shared/money';
import type { Product } from '#shared/schemas/product';
import { Stars } from '../../components/ui/star-rating.tsx';
import { MoodBadge } from '../catalogue/index.ts';
import { CoaBanner } from './coa-banner.tsx';
import { descriptionView, initialSize } from './product-rules.ts';
import { ProductSections } from './product-sections.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import { ShippingInfo } from './shipping-info.tsx';

const badgeClass =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-[11px] uppercase tracking-wide ring-1 ring-inset';

/**
 * The top of the product page: breadcrumbs, image, badges, rating, name,
 * description, facts, then the purchase panel, shipping, certificate and sections.
 * Mount it with `key={product.id}` so its state (size, the description's toggle)
 * starts afresh for each product.
 */
export function ProductDetail({ product }: { product: Product }) {
  const [sizeKey, setSizeKey] = useState(() => initialSize(product)?.size ?? null);
  const [expanded, setExpanded] = useState(false);

  const size = product.sizes.find((option) => option.size === sizeKey) ?? initialSize(product);
  const category = isCategoryId(product.category) ? CATEGORIES[product.category] : null;
  const mood = moodBadgeFor(product);
  const description = descriptionView(product.description, expanded);
  const srcSet = product.images.map((image) => `${image.url} ${image.width}w`).join(', ');
  const facts: [string, string][] = [
    ['THC', product.thcContent],
    ['CBD', product.cbdContent],
    ['Effects', product.effects.join(', ')],
    ['Flavors', product.flavors.join(', ')],
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-10 sm:pt-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-ink/65">
          <li>
            <Link to="/shop" className="hover:text-forest-700 hover:underline">
              Shop
            </Link>
          </li>
          {category ? (
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />
              <Link
                to="/category/$category"
                params={{ category: category.id }}
                className="hover:text-forest-700 hover:underline"
              >
                {category.name}
              </Link>
            </li>
          ) : null}
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />
            <span aria-current="page" className="truncate font-medium text-ink">
              {product.name}
            </span>
          </li>
        </ol>
      </nav>
      <Link
        to="/shop"
        className="mt-3 inline-flex items-center gap-1.5 font-medium text-forest-800 text-sm hover:text-forest-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Shop
      </Link>

      <div className="mt-4 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <img
            src={product.image}
            srcSet={srcSet}
            sizes="(min-width: 1152px) 552px, (min-width: 1024px) 50vw, 100vw"
            width={800}
            height={800}
            alt={product.name}
            loading="eager"
            fetchPriority="high"
            className="aspect-square w-full rounded-3xl bg-forest-50 object-cover shadow-sm ring-1 ring-forest-900/5"
          />
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <div>
            <ul aria-label="Badges" className="flex flex-wrap gap-2">
              {mood ? (
                <li className="flex">
                  <MoodBadge badge={mood} />
                </li>
              ) : null}
              <li className={`${badgeClass} bg-forest-100 text-forest-800 ring-forest-700/20`}>
                <FlaskConical aria-hidden="true" className="h-3 w-3" strokeWidth={2.5} />
                Lab Tested
              </li>
              <li className={`${badgeClass} bg-white text-ink/75 ring-forest-900/15`}>
                {category?.name ?? product.category}
              </li>
            </ul>
            <p className="mt-4 flex items-center gap-2 text-sm">
              <Stars rating={product.rating} />
              <span className="font-semibold text-ink">{product.rating}</span>
              <span className="text-ink/65">({formatWholeNumber(product.reviewCount)} reviews)</span>
            </p>
            <h1 className="mt-2 font-bold text-3xl text-forest-900 tracking-tight sm:text-4xl">{product.name}</h1>
            {size ? (
              <p className="mt-3 flex items-baseline gap-3">
                <span className="font-bold text-2xl text-ink tabular-nums">{formatUsd(toCents(size.price))}</span>
                <span className="text-ink/70 text-sm">{size.label}</span>
                {product.inStock ? null : (
                  <span className="rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800 text-xs ring-1 ring-red-200">
                    Out of stock
                  </span>
                )}
              </p>
            ) : null}
          </div>

          <div>
            <p className="text-ink/80 leading-relaxed">{description.text}</p>
            {description.toggleable ? (
              <button
                type="button"
                aria-expanded={expanded}
                onClick={() => setExpanded((value) => !value)}
                className="mt-1 font-semibold text-forest-700 text-sm underline-offset-2 hover:underline"
              >
                {expanded ? 'Read less' : 'Read more'}
              </button>
            ) : null}
          </div>

          <ul aria-label="Product facts" className="grid gap-2 text-sm sm:grid-cols-2">
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <li key={label} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-forest-600" />
                  <span>
                    <span className="font-semibold text-ink">{label}:</span>{' '}
                    <span className="text-ink/80">{value}</span>
                  </span>
                </li>
              ))}
          </ul>

          <PurchasePanel product={product} size={size} onSizeChange={setSizeKey} />
          <ShippingInfo category={product.category} />
          <CoaBanner />
          <ProductSections product={product} />
        </div>
      </div>
    </div>
  );
}
