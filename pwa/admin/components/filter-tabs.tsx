import type { ReactNode } from 'react';

/** A row of mutually exclusive views of one list (pending, approved, rejected). */
export function FilterTabs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-forest-900/10">
        {children}
      </ul>
    </nav>
  );
}

/**
 * A tab link's look. It is current (marked `aria-current` by the router) only when the address
 * matches its path and its search exactly, so two views of one path are told apart.
 */
export const tabLinkProps = {
  className: 'flex items-center gap-1.5 rounded-lg px-3.5 py-1.5 font-medium text-sm transition',
  activeOptions: { exact: true, includeSearch: true },
  activeProps: { className: 'bg-forest-800 text-white' },
  inactiveProps: { className: 'text-ink/75 hover:bg-forest-50 hover:text-forest-900' },
} as const;
