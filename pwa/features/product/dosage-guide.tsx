import { Clock } from 'lucide-react';
import { dosageGuideFor } from './product-content.ts';

/** The category's dosage guide. */
export function DosageGuide({ category }: { category: string }) {
  const guide = dosageGuideFor(category);
  return (
    <section aria-label={guide.title} className="rounded-2xl bg-forest-50 p-4 ring-1 ring-forest-900/5">
      <h2 className="flex items-center gap-2 font-semibold text-forest-900 text-sm">
        <Clock aria-hidden="true" className="h-4 w-4 text-forest-700" />
        {guide.title}
      </h2>
      <ul className="mt-2 space-y-1.5 text-ink/80 text-sm">
        {guide.steps.map((step) => (
          <li key={step} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-forest-600" />
            {step}
          </li>
        ))}
      </ul>
    </section>
  );
}
