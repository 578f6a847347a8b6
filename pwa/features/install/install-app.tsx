import * as Popover from '@radix-ui/react-popover';
import { Download, Share, Smartphone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { STORE_NAME } from '#shared/content/business';
import { installMethod, isIos, isStandalone } from './install-platform.ts';
import { promptInstall, useInstallPrompt } from './install-prompt.ts';

/** `light` is for a dark background (the footer), as with the logo. */
type Tone = 'dark' | 'light';

const buttonClass: Record<Tone, string> = {
  dark: 'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-forest-800/30 px-5 font-semibold text-forest-900 transition hover:bg-forest-50 data-[state=open]:bg-forest-50',
  light:
    'inline-flex min-h-11 items-center gap-2 rounded-full bg-cream/10 px-4 font-semibold text-cream text-sm ring-1 ring-cream/25 transition hover:bg-cream/15 hover:text-white data-[state=open]:bg-cream/15',
};

function deviceFacts() {
  const { standalone } = navigator as Navigator & { standalone?: boolean };
  return {
    // The manifest's display mode.
    standalone: isStandalone(window.matchMedia('(display-mode: standalone)').matches, standalone),
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
  };
}

/**
 * 'Install app': Chromium's install prompt where the browser offers one, the Share-sheet steps
 * on iPhone and iPad, and nothing in the installed app or where neither applies. `children`
 * (a heading, say) show only with the button.
 */
export function InstallApp({
  tone = 'dark',
  className,
  children,
}: {
  tone?: Tone;
  className?: string;
  children?: ReactNode;
}) {
  const { canPrompt, installed } = useInstallPrompt();
  const method = installMethod({ canPrompt, installed, ...deviceFacts() });
  if (!method) return null;
  const label = (
    <>
      <Download aria-hidden="true" className={`h-4.5 w-4.5 ${tone === 'light' ? 'text-gold' : 'text-forest-700'}`} />
      Install app
    </>
  );
  return (
    <div className={className}>
      {children}
      {method === 'prompt' ? (
        <button type="button" onClick={() => void promptInstall()} className={buttonClass[tone]}>
          {label}
        </button>
      ) : (
        <ShareSheetSteps trigger={label} triggerClass={buttonClass[tone]} />
      )}
    </div>
  );
}

/** iOS has no install prompt: the button opens the two steps of Apple's Share sheet. */
function ShareSheetSteps({ trigger, triggerClass }: { trigger: ReactNode; triggerClass: string }) {
  const titleId = useId();
  const stepsId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger className={triggerClass}>{trigger}</Popover.Trigger>
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
