import { type RefObject, useEffect, useRef } from 'react';
import type { WidgetActivation } from '../../lib/deferred-widget.ts';

/**
 * A menu opened by a key on its placeholder (Enter or Space before its code arrived) puts focus
 * on its first item, as a key on its own trigger would: the menu never saw that key, so it
 * would otherwise focus its list and leave the shopper with no item in hand. Attach the ref to
 * the menu's content; the effect runs after the content's own focus on opening (a child's
 * effects run before its parent's), so the item keeps it.
 */
export function useFirstItemFocusWhenOpenedByKey(activation: WidgetActivation): RefObject<HTMLDivElement | null> {
  const content = useRef<HTMLDivElement | null>(null);
  const openedByKey = activation.defaultOpen && activation.openedByKey;
  useEffect(() => {
    if (openedByKey) content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [openedByKey]);
  return content;
}
