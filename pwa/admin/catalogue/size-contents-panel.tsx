import { describeContent } from '#shared/compliance/measures';
import type { AdminProductSize } from '#shared/schemas/admin/catalogue';
import { Panel } from '../components/screen-parts.tsx';

/**
 * What one of each size holds, as the states' purchase limits count it. Read only: the server
 * works it out from the category and, for gummies, the THC per gummy whenever they are saved.
 */
export function SizeContentsPanel({ sizes }: { sizes: readonly AdminProductSize[] }) {
  return (
    <Panel title="What each size holds">
      <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {sizes.map((size) => (
          <li key={size.size} className="flex flex-wrap gap-x-1.5">
            <span className="font-medium text-forest-900">{size.label}:</span>
            {size.content ? (
              <span className="text-ink">{describeContent(size.content)}</span>
            ) : (
              <span className="text-red-800">not known, so it cannot be sold where limits apply</span>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-ink/70 text-xs">
        Worked out from the category and, for gummies, the THC per gummy each time they are saved; the states’ purchase
        limits count it.
      </p>
    </Panel>
  );
}
