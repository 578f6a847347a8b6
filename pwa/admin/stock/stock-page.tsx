import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type ReactElement, useMemo } from 'react';
import { CATEGORIES, isCategoryId } from '#shared/catalogue/categories';
import type { StockItem } from '#shared/schemas/admin/stock';
import { compactControlClass } from '../../components/ui/form-field.tsx';
import { FilterTabs, tabLinkProps } from '../components/filter-tabs.tsx';
import { EmptyState, Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { ScreenError } from '../components/screen-states.tsx';
import { countOf } from '../lib/format.ts';
import { AdminLink, useAdminNavigate, useScreenSearch } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { stockQuery } from './stock-api.ts';
import { StockRow } from './stock-row.tsx';
import { ThresholdForm } from './threshold-form.tsx';

interface ProductStock {
  productId: string;
  productName: string;
  category: string;
  items: StockItem[];
}

/** The SKUs grouped by product, in the order the API lists them, narrowed by a name filter. */
function byProduct(items: readonly StockItem[], filter: string): ProductStock[] {
  const needle = filter.toLowerCase();
  const groups = new Map<string, ProductStock>();
  for (const item of items) {
    if (needle && !item.productName.toLowerCase().includes(needle)) continue;
    const group = groups.get(item.productId) ?? {
      productId: item.productId,
      productName: item.productName,
      category: item.category,
      items: [],
    };
    group.items.push(item);
    groups.set(item.productId, group);
  }
  return [...groups.values()];
}

const categoryName = (category: string) => (isCategoryId(category) ? CATEGORIES[category].name : category);

/** /admin/stock: every SKU's count on the shelf, editable in place, or only the low ones. */
export default function StockPage(): ReactElement {
  useScreenTitle('Stock');
  const search = useScreenSearch('/signed-in/admin/stock');
  const navigate = useAdminNavigate();
  const lowOnly = search.low === true;
  const query = useQuery({ ...stockQuery(lowOnly), placeholderData: keepPreviousData });
  const products = useMemo(() => byProduct(query.data?.items ?? [], search.q ?? ''), [query.data, search.q]);

  return (
    <>
      <ScreenHeader
        title="Stock"
        description={
          query.data
            ? `Counts on the shelf per product and size; the shop follows them at once. Low stock means ${query.data.threshold} or fewer.`
            : 'Counts on the shelf per product and size; the shop follows them at once.'
        }
        actions={query.data ? <ThresholdForm key={query.data.threshold} threshold={query.data.threshold} /> : null}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <FilterTabs label="Which stock">
          <li>
            <AdminLink to="/admin/stock" search={{ q: search.q }} {...tabLinkProps}>
              All stock
            </AdminLink>
          </li>
          <li>
            <AdminLink to="/admin/stock" search={{ low: true, q: search.q }} {...tabLinkProps}>
              Low stock
            </AdminLink>
          </li>
        </FilterTabs>
        <div className="relative mb-4 w-full sm:w-64">
          <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-ink/50" />
          <input
            type="search"
            aria-label="Filter by product name"
            placeholder="Filter by product"
            value={search.q ?? ''}
            onChange={(event) =>
              void navigate({
                to: '/admin/stock',
                search: { ...search, q: event.target.value || undefined },
                replace: true,
              })
            }
            className={`${compactControlClass} pl-9`}
          />
        </div>
      </div>
      {query.isError ? (
        <ScreenError error={query.error} inScreen />
      ) : query.data ? (
        <>
          {products.length === 0 ? (
            <Panel>
              <EmptyState title={lowOnly ? 'Nothing is low on stock' : 'No products match'}>
                {lowOnly ? `Every size has more than ${query.data.threshold} on hand.` : 'Try another name.'}
              </EmptyState>
            </Panel>
          ) : (
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
              {products.map((product) => (
                <li
                  key={product.productId}
                  className="rounded-xl bg-white px-4 pt-3 pb-1.5 shadow-sm ring-1 ring-forest-900/10"
                >
                  <h2 className="flex items-baseline justify-between gap-2">
                    <AdminLink
                      to="/admin/catalogue/$productId"
                      params={{ productId: product.productId }}
                      className="min-w-0 truncate font-semibold text-forest-900 hover:underline"
                    >
                      {product.productName}
                    </AdminLink>
                    <span className="shrink-0 text-ink/70 text-xs">{categoryName(product.category)}</span>
                  </h2>
                  <ul className="divide-y divide-forest-900/5">
                    {product.items.map((item) => (
                      <StockRow key={`${item.size}-${item.onHand}`} item={item} />
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-ink/70 text-xs">{countOf(query.data.items.length, 'size')} listed.</p>
        </>
      ) : null}
    </>
  );
}
