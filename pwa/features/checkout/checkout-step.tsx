import type { ReactNode } from 'react';

/** One numbered step of checkout, as a card with its heading. */
export function CheckoutStep({
  step,
  id,
  title,
  icon,
  aside,
  children,
}: {
  step: number;
  id: string;
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/5 sm:p-6">
      <div className="mb-5 flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-3 font-semibold text-forest-900 text-xl">
          <span
            aria-hidden="true"
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-forest-800 font-bold text-sm text-white"
          >
            {step}
          </span>
          {title}
          {icon}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
