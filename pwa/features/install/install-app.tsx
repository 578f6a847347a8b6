import { Download } from 'lucide-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { deferredWidget, useDeferredWidget } from '../../lib/deferred-widget.ts';
import { installMethod, isIos, isStandalone } from './install-platform.ts';
import { promptInstall, useInstallPrompt } from './install-prompt.ts';

/** `light` is for a dark background (the footer), as with the logo. */
type Tone = 'dark' | 'light';

const buttonClass: Record<Tone, string> = {
  dark: 'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-forest-800/30 px-5 font-semibold text-forest-900 transition hover:bg-forest-50 data-[state=open]:bg-forest-50',
  light:
    'inline-flex min-h-11 items-center gap-2 rounded-full bg-cream/10 px-4 font-semibold text-cream text-sm ring-1 ring-cream/25 transition hover:bg-cream/15 hover:text-white data-[state=open]:bg-cream/15',
};

interface DeviceFacts {
  standalone: boolean;
  ios: boolean;
}

let browserFacts: DeviceFacts | null = null;
/** The server renders pages for no device in particular: a browser tab, not iOS. */
const SERVER_FACTS: DeviceFacts = { standalone: false, ios: false };
const noSubscription = () => () => undefined;

function readBrowserFacts(): DeviceFacts {
  const { standalone } = navigator as Navigator & { standalone?: boolean };
  browserFacts ??= {
    // The manifest's display mode.
    standalone: isStandalone(window.matchMedia('(display-mode: standalone)').matches, standalone),
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
  };
  return browserFacts;
}

function useDeviceFacts(): DeviceFacts {
  return useSyncExternalStore(noSubscription, readBrowserFacts, () => SERVER_FACTS);
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
  const method = installMethod({ canPrompt, installed, ...useDeviceFacts() });
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
        <DeferredShareSheetSteps trigger={label} triggerClass={buttonClass[tone]} />
      )}
    </div>
  );
}

const shareSheetSteps = deferredWidget(() =>
  import('./share-sheet-steps.tsx').then((module) => module.ShareSheetSteps),
);

/** The Share-sheet steps' trigger; their popover's code loads after the page is on screen. */
function DeferredShareSheetSteps({ trigger, triggerClass }: { trigger: ReactNode; triggerClass: string }) {
  const { Widget, activation, placeholderProps } = useDeferredWidget(shareSheetSteps);
  if (Widget) return <Widget trigger={trigger} triggerClass={triggerClass} {...activation} />;
  return (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} className={triggerClass} {...placeholderProps}>
      {trigger}
    </button>
  );
}
