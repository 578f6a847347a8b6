import { useNavigate } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
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

/** A labelled native select of `choices`. */
function Choice({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold text-forest-900 text-xs">
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-ink/70"
        />
      </div>
    </div>
  );
}

const SORT_CHOICES = CATEGORY_SORTS.map((sort) => ({ value: sort, label: CATEGORY_SORT_LABELS[sort] }));
const MOOD_CHOICES = [
  { value: '', label: 'All moods' },
  ...MOOD_IDS.map((mood) => ({ value: mood, label: MOODS[mood].name })),
];

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
  const sizes = [
    { value: '', label: 'All sizes' },
    ...sizeChoices(products).map((choice) => ({ value: choice.size, label: choice.label })),
  ];
  return (
    <div className="grid w-full grid-cols-1 gap-3 min-[480px]:grid-cols-3 sm:w-auto">
      <Choice
        label="Sort by"
        value={view.sort ?? 'featured'}
        choices={SORT_CHOICES}
        onChange={(sort) => show({ sort: sort as CategorySort })}
      />
      <Choice
        label="Size"
        value={view.size ?? ''}
        choices={sizes}
        onChange={(size) => show({ size: size || undefined })}
      />
      <Choice
        label="Mood"
        value={view.mood ?? ''}
        choices={MOOD_CHOICES}
        onChange={(mood) => show({ mood: (mood || undefined) as MoodId | undefined })}
      />
    </div>
  );
}
