import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { Package, UserRound } from 'lucide-react';
import type { WidgetActivation } from '../../lib/deferred-widget.ts';
import { useAccount } from '../account/index.ts';
import { useFirstItemFocusWhenOpenedByKey } from './keyboard-opened-menu.ts';
import { ACCOUNT_MENU_LABEL, accountLinks } from './nav-links.ts';
import { insetFocusRing } from './nav-menus.tsx';
import { iconButtonClass } from './search-box.tsx';

const ICONS = { orders: Package, signIn: UserRound, account: UserRound } as const;

/** The account icon's menu (a Radix dropdown): the orders, and signing in or the account. */
export function AccountMenuDropdown(activation: WidgetActivation) {
  const content = useFirstItemFocusWhenOpenedByKey(activation);
  const signedIn = Boolean(useAccount());
  return (
    <DropdownMenu.Root modal={false} defaultOpen={activation.defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={ACCOUNT_MENU_LABEL}
        className={iconButtonClass}
        autoFocus={activation.autoFocus}
      >
        <UserRound aria-hidden="true" className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        ref={content}
        className="z-50 min-w-52 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-forest-900/10 data-[state=open]:animate-fade-in motion-reduce:animate-none"
      >
        {accountLinks(signedIn).map((link) => {
          const Icon = ICONS[link.id];
          return (
            <DropdownMenu.Item
              key={link.id}
              asChild
              className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl px-3 text-ink text-sm outline-none transition-colors data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-900"
              style={insetFocusRing}
            >
              <Link to={link.to}>
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-forest-700" />
                {link.label}
              </Link>
            </DropdownMenu.Item>
          );
        })}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
