import { LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import { CATEGORIES, CATEGORY_IDS, type CategoryId } from '#shared/catalogue/categories';
import { MOOD_IDS, MOODS, type MoodId } from '#shared/catalogue/moods';
import { ALL } from '#shared/catalogue/product-filters';
import type { HomeFilters } from './filter-state.ts';
import { moodLook } from './mood-badge.tsx';

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex min-h-11 shrink-0 snap-start items-center gap-1.5 whitespace-nowrap rounded-full px-4 font-semibold text-sm ring-1 transition ${
        pressed
          ? 'bg-forest-800 text-white shadow-sm ring-forest-800'
          : 'bg-white text-forest-900 ring-forest-900/15 hover:bg-forest-50 hover:ring-forest-900/30'
      }`}
    >
      {children}
    </button>
  );
}

function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:gap-4">
      <p aria-hidden="true" className="shrink-0 font-semibold text-ink/65 text-xs uppercase tracking-wider lg:w-20">
        {label}
      </p>
      {/* A row that scrolls sideways on phones and wraps on wider screens. */}
      <fieldset
        aria-label={`Filter by ${label.toLowerCase()}`}
        className="-mx-4 flex min-w-0 snap-x scroll-px-4 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {children}
      </fieldset>
    </div>
  );
}

/** The All button, the four categories and the six moods, each a toggle. */
export function FilterBar({
  filters,
  onSelectAll,
  onSelectCategory,
  onSelectMood,
}: {
  filters: HomeFilters;
  onSelectAll: () => void;
  onSelectCategory: (category: CategoryId) => void;
  onSelectMood: (mood: MoodId) => void;
}) {
  const allSelected = filters.selectedCategory === ALL && filters.selectedMood === ALL;
  return (
    <div className="flex flex-col gap-3">
      <ChipRow label="Category">
        <Chip pressed={allSelected} onClick={onSelectAll}>
          <LayoutGrid aria-hidden="true" className="h-4 w-4" />
          All
        </Chip>
        {CATEGORY_IDS.map((id) => (
          <Chip key={id} pressed={filters.selectedCategory === id} onClick={() => onSelectCategory(id)}>
            {CATEGORIES[id].name}
          </Chip>
        ))}
      </ChipRow>
      <ChipRow label="Mood">
        {MOOD_IDS.map((id) => {
          const { Icon } = moodLook(id);
          return (
            <Chip key={id} pressed={filters.selectedMood === id} onClick={() => onSelectMood(id)}>
              <Icon aria-hidden="true" className="h-4 w-4" />
              {MOODS[id].name}
            </Chip>
          );
        })}
      </ChipRow>
    </div>
  );
}
