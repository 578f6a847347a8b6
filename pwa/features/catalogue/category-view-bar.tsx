import { useNavigate } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import {
  CATEGORY_SORT_LABELS,
  CATEGORY_SORTS,
  type CategorySort,
  type CategoryView,
  sizeChoices,
} from '#shared/catalogue/category-view';
import { MOOD_IDS, MOODS, type MoodId } from '#shared/catalogue/moods';
import type { Product } from '#shared/schemas/product';

const selectClass =
  'min-h-11 w-full appearance-none rounded-full border border-forest-900/15 bg-white py-2 pr-9 pl-4 font-medium text-forest-900 text-sm transition hover:border-forest-700/50';

function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold text-forest-900 text-xs">
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={onChange} className={selectClass}>
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-ink/70"
        />
      </div>
    </div>
  );
}

/**
 * A category page's sort, size and mood: native selects (a phone opens its own picker) that
 * write the view into the address, so it can be shared and the server renders it too.
 */
export function CategoryViewBar({ products, view }: { products: readonly Product[]; view: CategoryView }) {
  const navigate = useNavigate();
  const show = (next: CategoryView) =>
    void navigate({
      to: '.',
      search: (current: Record<string, unknown>) => {
        const { sort: _sort, size: _size, mood: _mood, ...rest } = current;
        const merged = { ...view, ...next };
        return {
          ...rest,
          ...(merged.sort && merged.sort !== 'featured' ? { sort: merged.sort } : {}),
          ...(merged.size ? { size: merged.size } : {}),
          ...(merged.mood ? { mood: merged.mood } : {}),
        };
      },
      replace: true,
      resetScroll: false,
    });
  return (
    <div className="grid w-full grid-cols-1 gap-3 min-[480px]:grid-cols-3 sm:w-auto">
      <Choice
        label="Sort by"
        value={view.sort ?? 'featured'}
        onChange={(event) => show({ sort: event.target.value as CategorySort })}
      >
        {CATEGORY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {CATEGORY_SORT_LABELS[sort]}
          </option>
        ))}
      </Choice>
      <Choice
        label="Size"
        value={view.size ?? ''}
        onChange={(event) => show({ size: event.target.value || undefined })}
      >
        <option value="">All sizes</option>
        {sizeChoices(products).map((choice) => (
          <option key={choice.size} value={choice.size}>
            {choice.label}
          </option>
        ))}
      </Choice>
      <Choice
        label="Mood"
        value={view.mood ?? ''}
        onChange={(event) => show({ mood: (event.target.value || undefined) as MoodId | undefined })}
      >
        <option value="">All moods</option>
        {MOOD_IDS.map((mood) => (
          <option key={mood} value={mood}>
            {MOODS[mood].name}
          </option>
        ))}
      </Choice>
    </div>
  );
}
