import * as Popover from '@radix-ui/react-popover';
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { WidgetActivation } from '../../lib/deferred-widget.ts';
import { iconButtonClass, SearchForm } from './search-box.tsx';

/** The header's search dropdown. */
export function SearchPopover({ defaultOpen, autoFocus }: WidgetActivation) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label="Search" className={iconButtonClass} autoFocus={autoFocus && !defaultOpen}>
        <Search aria-hidden="true" className="h-5 w-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-label="Search products"
          className="z-50 w-[min(26rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-3 shadow-xl ring-1 ring-forest-900/10 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none"
        >
          <SearchForm autoFocus onSearched={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
