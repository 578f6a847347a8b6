import { useNavigate } from '@tanstack/react-router';
import { Search, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '#shared/catalogue/product-filters';
import { type DeferredWidget, deferredWidget, useDeferredWidget } from '../../lib/deferred-widget.ts';
import { PRODUCTS_HASH } from './nav-menus.tsx';

/** The search dropdown's texts. */
export const SEARCH_PLACEHOLDER = 'Search products...';
export const SEARCH_HINT = 'Search for gummies, vapes, flower, and more';

export const iconButtonClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-forest-900 transition hover:bg-forest-50 data-[state=open]:bg-forest-50';

/**
 * A search form: submitting goes to /?search=… (the shop home, its products), with the
 * category and mood back at all. An empty search does nothing.
 */
export function SearchForm({ onSearched, autoFocus = false }: { onSearched?: () => void; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const hintId = useId();
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim().slice(0, MAX_SEARCH_LENGTH);
    if (!search) return;
    void navigate({ to: '/', search: { search }, hash: PRODUCTS_HASH });
    setText('');
    onSearched?.();
  };

  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-ink/45"
          />
          <input
            id={inputId}
            type="search"
            name="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={SEARCH_PLACEHOLDER}
            aria-describedby={hintId}
            maxLength={MAX_SEARCH_LENGTH}
            enterKeyHint="search"
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: the field is the whole point of the dropdown the shopper just opened
            autoFocus={autoFocus}
            className="h-12 w-full rounded-full border border-forest-900/15 bg-white pr-24 pl-11 text-base text-ink placeholder:text-ink/65 focus:border-forest-700 focus:outline-none focus:ring-2 focus:ring-forest-700/25 [&::-webkit-search-cancel-button]:hidden"
          />
          <div className="absolute top-1/2 right-1.5 flex -translate-y-1/2 items-center gap-1">
            {text ? (
              <button
                type="button"
                aria-label="Clear search text"
                onClick={() => setText('')}
                className="inline-flex h-9 w-9 items-center justify-center rounded-full text-ink/60 hover:bg-forest-50 hover:text-ink"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            ) : null}
            <button
              type="submit"
              className="h-9 rounded-full bg-forest-800 px-3.5 font-semibold text-sm text-white transition hover:bg-forest-700"
            >
              Search
            </button>
          </div>
        </div>
        <p id={hintId} className="px-2 text-ink/70 text-xs">
          {SEARCH_HINT}
        </p>
      </form>
    </search>
  );
}

const searchPopover = deferredWidget(() => import('./search-popover.tsx').then((module) => module.SearchPopover));

/**
 * A header icon button that opens a dialog whose code loads after the page is on screen: a
 * look-alike stands in until it has (see deferredWidget).
 */
export function DeferredDialogButton({
  widget,
  label,
  children,
}: {
  widget: DeferredWidget<object>;
  label: string;
  children: ReactNode;
}) {
  const { Widget, activation, placeholderProps } = useDeferredWidget(widget);
  if (Widget) return <Widget {...activation} />;
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      className={iconButtonClass}
      {...placeholderProps}
    >
      {children}
    </button>
  );
}

/** The header's search button. */
export function SearchButton() {
  return (
    <DeferredDialogButton widget={searchPopover} label="Search">
      <Search aria-hidden="true" className="h-5 w-5" />
    </DeferredDialogButton>
  );
}
