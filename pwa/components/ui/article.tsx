import type { ReactNode } from 'react';

/**
 * The layout of a long-form page (guides, policies): a header band with the title and lead,
 * then a readable column. Children use plain h2, h3, p, ul, ol, table, blockquote elements;
 * `.article-body` in styles.css gives them their rhythm.
 */
export function Article({
  eyebrow,
  title,
  lead,
  updated,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <article>
      <header className="bg-gradient-to-br from-forest-900 to-forest-700 px-4 py-12 text-cream sm:py-16">
        <div className="mx-auto max-w-3xl">
          {eyebrow ? <p className="font-semibold text-gold text-sm uppercase tracking-wider">{eyebrow}</p> : null}
          <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-4 text-cream/85 text-lg">{lead}</p>
          {updated ? <p className="mt-4 text-cream/70 text-sm">Last updated {updated}</p> : null}
        </div>
      </header>
      <div className="article-body mx-auto max-w-3xl px-4 py-10">{children}</div>
    </article>
  );
}

/** A highlighted aside inside an article: a safety note, a key figure, a tip. */
export function Callout({
  title,
  tone = 'info',
  children,
}: {
  title: string;
  tone?: 'info' | 'warning';
  children: ReactNode;
}) {
  const colours = tone === 'warning' ? 'border-amber-500 bg-amber-50' : 'border-forest-600 bg-forest-50';
  return (
    <aside className={`my-6 rounded-xl border-l-4 p-4 ${colours}`}>
      <p className="font-semibold text-forest-900">{title}</p>
      <div className="mt-1 text-ink/85">{children}</div>
    </aside>
  );
}
