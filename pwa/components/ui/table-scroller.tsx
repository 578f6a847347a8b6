import type { ReactNode } from 'react';

/**
 * Lets a table wider than a phone's screen scroll sideways. The scroller takes the keyboard's
 * focus, so the arrow keys scroll it too, and carries the table's name so a screen reader says
 * what the stop is.
 */
export function TableScroller({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}
