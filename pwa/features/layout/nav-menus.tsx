import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BookOpen, ChevronDown, FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { GUIDE_LINKS, LAB_REPORTS_LINK, SHOP_CHOICES } from './nav-links.ts';

/** The id of the home page's products section, where the shop choices land. */
export const PRODUCTS_HASH = 'products';

export const menuTriggerClass =
  'group inline-flex min-h-11 items-center gap-1 rounded-full px-3.5 font-semibold text-forest-900 text-[15px] transition hover:bg-forest-50 data-[state=open]:bg-forest-50';

const menuContentClass =
  'z-50 min-w-56 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-forest-900/10 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none';

/** The app's focus ring (styles.css), drawn inside the item so it stays within the menu. */
export const insetFocusRing = { outlineOffset: '-2px' } as const;

const menuItemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-ink text-sm outline-none transition-colors data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-900';

function Menu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={menuTriggerClass}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="h-4 w-4 text-forest-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={menuContentClass}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * Spec 1 §2: 'Shop THC' offers the four categories and all products; each choice goes to the
 * shop home with that category and the mood back at all, at its products.
 */
export function ShopMenu() {
  return (
    <Menu label="Shop THC">
      <DropdownMenu.Label className="px-3 pt-1 pb-2 font-semibold text-ink/65 text-xs uppercase tracking-wider">
        Shop by category
      </DropdownMenu.Label>
      {SHOP_CHOICES.map((choice) => (
        <DropdownMenu.Item key={choice.label} asChild className={menuItemClass} style={insetFocusRing}>
          <Link
            to="/"
            search={choice.category ? { category: choice.category } : {}}
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

/** Spec 1 §2: 'Learn' links to the eight guides, and to the lab reports. */
export function LearnMenu() {
  return (
    <Menu label="Learn">
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
