import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BookOpen, FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { ALL } from '#shared/catalogue/product-filters';
import type { WidgetActivation } from '../../lib/deferred-widget.ts';
import { useFirstItemFocusWhenOpenedByKey } from './keyboard-opened-menu.ts';
import { GUIDE_LINKS, LAB_REPORTS_LINK, SHOP_CHOICES } from './nav-links.ts';
import {
  insetFocusRing,
  LEARN_MENU_LABEL,
  MenuTriggerFace,
  menuTriggerClass,
  PRODUCTS_HASH,
  SHOP_MENU_LABEL,
} from './nav-menus.tsx';

/**
 * The header's two menus (Radix dropdown menus), loaded after the first page is on screen;
 * nav-menus.tsx shows their triggers until then.
 */

const menuContentClass =
  'z-50 min-w-56 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-forest-900/10 data-[state=open]:animate-fade-in motion-reduce:animate-none';

const menuItemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-ink text-sm outline-none transition-colors data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-900';

function Menu({ label, activation, children }: { label: string; activation: WidgetActivation; children: ReactNode }) {
  const content = useFirstItemFocusWhenOpenedByKey(activation);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={activation.defaultOpen}>
      <DropdownMenu.Trigger className={menuTriggerClass} autoFocus={activation.autoFocus}>
        <MenuTriggerFace label={label} />
      </DropdownMenu.Trigger>
      {/* Not portalled: the open menu stays inside the header's navigation landmark. */}
      <DropdownMenu.Content align="start" sideOffset={8} className={menuContentClass} ref={content}>
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/**
 * 'Shop THC' offers the four categories and all products; each choice goes to the
 * shop home with that category and the mood back at all, at its products.
 */
export function ShopMenuDropdown(activation: WidgetActivation) {
  return (
    <Menu label={SHOP_MENU_LABEL} activation={activation}>
      <DropdownMenu.Label className="px-3 pt-1 pb-2 font-semibold text-ink/65 text-xs uppercase tracking-wider">
        Shop by category
      </DropdownMenu.Label>
      {SHOP_CHOICES.map((choice) => (
        <DropdownMenu.Item key={choice.label} asChild className={menuItemClass} style={insetFocusRing}>
          <Link
            to="/"
            search={{ category: choice.category ?? ALL }}
            hash={PRODUCTS_HASH}
            className={choice.category ? '' : 'mt-1 border-forest-900/10 border-t font-semibold text-forest-800'}
          >
            {choice.label}
            {choice.category ? null : <ArrowRight aria-hidden="true" className="ml-auto h-4 w-4" />}
          </Link>
        </DropdownMenu.Item>
      ))}
    </Menu>
  );
}

/** 'Learn' links to the eight guides, and to the lab reports. */
export function LearnMenuDropdown(activation: WidgetActivation) {
  return (
    <Menu label={LEARN_MENU_LABEL} activation={activation}>
      <DropdownMenu.Label className="px-3 pt-1 pb-2 font-semibold text-ink/65 text-xs uppercase tracking-wider">
        Guides
      </DropdownMenu.Label>
      <div className="grid gap-0.5 sm:w-[27rem] sm:grid-cols-2">
        {GUIDE_LINKS.map((guide) => (
          <DropdownMenu.Item key={guide.to} asChild className={menuItemClass} style={insetFocusRing}>
            <Link to={guide.to}>
              <BookOpen aria-hidden="true" className="h-4 w-4 shrink-0 text-forest-700" />
              {guide.label}
            </Link>
          </DropdownMenu.Item>
        ))}
      </div>
      <DropdownMenu.Separator className="my-1.5 h-px bg-forest-900/10" />
      <DropdownMenu.Item asChild className={menuItemClass} style={insetFocusRing}>
        <Link to={LAB_REPORTS_LINK.to}>
          <FlaskConical aria-hidden="true" className="h-4 w-4 shrink-0 text-forest-700" />
          {LAB_REPORTS_LINK.label}
        </Link>
      </DropdownMenu.Item>
    </Menu>
  );
}
