import * as Popover from '@radix-ui/react-popover';
import { Share, Smartphone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { STORE_NAME } from '#shared/content/business';
import type { WidgetActivation } from '../../lib/deferred-widget.ts';

/** iOS has no install prompt: the button opens the two steps of Apple's Share sheet. */
export function ShareSheetSteps({
  trigger,
  triggerClass,
  defaultOpen,
  autoFocus,
}: { trigger: ReactNode; triggerClass: string } & WidgetActivation) {
  const titleId = useId();
  const stepsId = useId();
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={triggerClass} autoFocus={autoFocus}>
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={titleId}
          aria-describedby={stepsId}
          className="z-[60] w-[min(20rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-4 text-ink shadow-xl ring-1 ring-forest-900/10 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none"
        >
          <p id={titleId} className="flex items-center gap-2 font-semibold text-forest-900">
            <Smartphone aria-hidden="true" className="h-4.5 w-4.5 shrink-0 text-forest-700" />
            Add {STORE_NAME} to your home screen
          </p>
          <p id={stepsId} className="mt-2 text-sm leading-relaxed">
            Tap <Share aria-hidden="true" className="inline h-4 w-4 -translate-y-px align-middle text-forest-700" />{' '}
            <strong className="font-semibold">Share</strong>, then{' '}
            <strong className="font-semibold">Add to Home Screen</strong>.
          </p>
          <Popover.Arrow className="fill-white" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
