import { type ReactNode, useId } from 'react';

/** The top of every screen: its heading, a line on what it is for, and its actions. */
export function ScreenHeader({
  title,
  description,
  actions,
  back,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <header className="mb-5 sm:mb-6">
      {back}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-bold text-2xl text-forest-900 tracking-tight">{title}</h1>
          {description ? <p className="mt-1 text-ink/70 text-sm">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** A white card holding one part of a screen; with a heading, a region named by it. */
export function Panel({
  title,
  actions,
  children,
  className = '',
  flush = false,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** No padding: a table or list that reaches the card's edges. */
  flush?: boolean;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-xl bg-white shadow-sm ring-1 ring-forest-900/10 ${className}`}
    >
      {title ? (
        <div className="flex items-center justify-between gap-3 border-forest-900/10 border-b px-4 py-3 sm:px-5">
          <h2 id={headingId} className="font-semibold text-forest-900 text-sm">
            {title}
          </h2>
          {actions}
        </div>
      ) : null}
      <div className={flush ? '' : 'p-4 sm:p-5'}>{children}</div>
    </section>
  );
}

/** A label and its value in a details list (`<dl>`). */
export function Detail({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`grid gap-0.5 ${className}`}>
      <dt className="font-medium text-ink/70 text-xs uppercase tracking-wide">{label}</dt>
      <dd className="text-ink text-sm">{children}</dd>
    </div>
  );
}

/** What a list shows when nothing matches. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="px-4 py-12 text-center">
      <p className="font-semibold text-forest-900">{title}</p>
      {children ? <p className="mt-1 text-ink/70 text-sm">{children}</p> : null}
    </div>
  );
}
