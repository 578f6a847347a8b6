import { type RefObject, useEffect, useState } from 'react';

/** The width from which the product page has room for its panel beside the pictures (Tailwind's lg). */
const WIDE_QUERY = '(min-width: 1024px)';

/**
 * Whether the element in `target` is out of the viewport on a phone-sized screen: above it once
 * the shopper has scrolled on to the description and reviews, or below it on a first view whose
 * pictures fill the screen. Always false on a wide screen, where the panel stays beside them.
 */
export function useOutOfReach(target: RefObject<HTMLElement | null>): boolean {
  const [outOfReach, setOutOfReach] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const wide = window.matchMedia(WIDE_QUERY);
    let inView = true;
    const update = () => setOutOfReach(!inView && !wide.matches);
    const observer = new IntersectionObserver(([entry]) => {
      inView = entry?.isIntersecting ?? true;
      update();
    });
    observer.observe(element);
    wide.addEventListener('change', update);
    return () => {
      observer.disconnect();
      wide.removeEventListener('change', update);
    };
  }, [target]);
  return outOfReach;
}

/**
 * The phone's Add to Cart, kept in reach at the bottom of the screen while the panel's own button
 * is out of view: the size and price chosen, and a button that adds exactly what the panel
 * would. It is named for what it adds ("Add 6-Pack to cart"), so it never passes for the panel's
 * button. While it shows, the page keeps room under its last line for it.
 */
export function StickyAddBar({
  visible,
  productName,
  sizeLabel,
  price,
  disabled,
  onAdd,
}: {
  visible: boolean;
  productName: string;
  sizeLabel: string;
  price: string;
  disabled: boolean;
  onAdd: () => void;
}) {
  useEffect(() => {
    if (!visible) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    body.style.paddingBottom = '5.5rem';
    return () => {
      body.style.paddingBottom = before;
    };
  }, [visible]);
  if (!visible) return null;
  return (
    <section
      aria-label="Add to cart"
      className="fixed inset-x-0 bottom-0 z-40 border-forest-900/10 border-t bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] lg:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-forest-900 text-sm">{productName}</p>
          <p className="text-ink/70 text-sm tabular-nums">
            {sizeLabel} · {price}
          </p>
        </div>
        <button
          type="button"
          onClick={onAdd}
          disabled={disabled}
          className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-full bg-forest-800 px-5 font-semibold text-sm text-white shadow-sm transition hover:bg-forest-700 disabled:cursor-not-allowed disabled:bg-ink/10 disabled:text-ink/70 disabled:shadow-none"
        >
          Add {sizeLabel} to cart
        </button>
      </div>
    </section>
  );
}
