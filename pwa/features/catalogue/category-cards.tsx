import { ArrowRight } from 'lucide-react';
import { CATEGORIES, CATEGORY_IDS, type CategoryId } from '#shared/catalogue/categories';
import { productImageUrl } from '#shared/catalogue/images';

/** Each category's gradient and one product's art. */
const CATEGORY_LOOKS: Record<CategoryId, { gradient: string; imageKey: string }> = {
  gummies: { gradient: 'from-rose-100 via-rose-50 to-white', imageKey: 'watermelon-gummies' },
  flower: { gradient: 'from-lime-100 via-emerald-50 to-white', imageKey: 'sunset-sherbet-flower' },
  vapes: { gradient: 'from-amber-100 via-amber-50 to-white', imageKey: 'jack-herer-vape' },
  prerolls: { gradient: 'from-sky-100 via-indigo-50 to-white', imageKey: 'blue-dream-preroll' },
};

const ART_SIZE = 400;

/** Four category cards; choosing one selects the category and goes to the products. */
export function CategoryCards({ selected, onSelect }: { selected: string; onSelect: (category: CategoryId) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {CATEGORY_IDS.map((id) => {
        const category = CATEGORIES[id];
        const look = CATEGORY_LOOKS[id];
        const pressed = selected === id;
        return (
          <li key={id} className="flex">
            <button
              type="button"
              aria-pressed={pressed}
              aria-label={`Shop ${category.name}`}
              onClick={() => onSelect(id)}
              className={`group flex w-full flex-col overflow-hidden rounded-3xl bg-gradient-to-b text-left ring-1 transition duration-300 hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transform-none ${look.gradient} ${pressed ? 'shadow-md ring-2 ring-forest-700' : 'shadow-sm ring-forest-900/8'}`}
            >
              <span className="relative block overflow-hidden">
                <img
                  src={productImageUrl(look.imageKey, ART_SIZE)}
                  width={ART_SIZE}
                  height={ART_SIZE}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover mix-blend-multiply transition duration-500 group-hover:scale-105 motion-reduce:transform-none"
                />
              </span>
              <span className="flex flex-1 flex-col gap-1 p-4 sm:p-5">
                <span className="font-bold text-forest-900 text-lg sm:text-xl">{category.name}</span>
                <span className="hidden text-ink/70 text-sm leading-relaxed sm:block">{category.description}</span>
                <span className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-forest-700 text-sm">
                  Shop {category.name}
                  <ArrowRight
                    aria-hidden="true"
                    className="h-4 w-4 transition group-hover:translate-x-0.5 motion-reduce:transform-none"
                  />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
