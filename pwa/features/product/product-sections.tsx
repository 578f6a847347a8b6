import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { CATEGORIES, type CategoryId, isCategoryId } from '#shared/catalogue/categories';
import { STORE_NAME } from '#shared/content/business';
import type { Product } from '#shared/schemas/product';
import { HOW_TO_USE, KEY_INGREDIENTS, WHY_DIFFERENT } from './product-content.ts';

function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="border-forest-900/10 border-b last:border-b-0">
      <Accordion.Header>
        <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-1 py-4 text-left font-semibold text-forest-900 transition hover:text-forest-700">
          {title}
          <ChevronDown
            aria-hidden="true"
            className="h-5 w-5 shrink-0 text-forest-700 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="px-1 pb-5 text-ink/80 text-sm leading-relaxed">{children}</Accordion.Content>
    </Accordion.Item>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-1.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-forest-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Four collapsible sections, all closed at first, each opening on its own. */
export function ProductSections({ product }: { product: Product }) {
  const category: CategoryId | null = isCategoryId(product.category) ? product.category : null;
  const details: [string, string][] = [
    ['Category', category ? CATEGORIES[category].name : product.category],
    ['THC', product.thcContent],
    ['CBD', product.cbdContent],
    ['Effects', product.effects.join(', ')],
    ['Flavors', product.flavors.join(', ')],
    ['Sizes', product.sizes.map((size) => size.label).join(', ')],
    ['Testing', 'Third-party lab tested, every batch'],
  ];
  return (
    <Accordion.Root type="multiple" defaultValue={[]} className="rounded-2xl bg-white px-4 ring-1 ring-forest-900/10">
      <Section value="details" title="Product Details">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {details
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-ink">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </Section>
      <Section value="ingredients" title="Key Ingredients">
        <Bullets items={category ? KEY_INGREDIENTS[category] : ['Cannabis, lab tested for purity and potency']} />
      </Section>
      <Section value="how-to-use" title="How to Use">
        <Bullets items={category ? HOW_TO_USE[category] : ['Start low and go slow.']} />
      </Section>
      <Section value="why-different" title={`Why Is ${STORE_NAME} Different`}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {WHY_DIFFERENT.map((reason) => (
            <li key={reason.title}>
              <p className="font-semibold text-ink">{reason.title}</p>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </Accordion.Root>
  );
}
