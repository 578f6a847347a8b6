import { useRouter } from '@tanstack/react-router';
import { CircleAlert, Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { problemMessage } from '../lib/api-problems.ts';
import { NotAllowedError } from '../session/not-allowed.ts';

/** Shown when a screen's data takes more than a moment. */
export function LoadingScreen() {
  return (
    <div role="status" aria-label="Loading" className="flex justify-center py-20">
      <Spinner className="h-8 w-8" />
    </div>
  );
}

function Notice({
  icon,
  title,
  text,
  retry,
  inScreen = false,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  retry?: (() => void) | undefined;
  inScreen?: boolean;
}) {
  // Under a screen's own heading the notice is a part of it; on its own it heads the page.
  const Heading = inScreen ? 'h2' : 'h1';
  return (
    <div className="mx-auto mt-10 max-w-md rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-forest-900/10">
      <span className="mx-auto flex h-11 w-11 items-center justify-center rounded-full bg-forest-50 text-forest-800">
        {icon}
      </span>
      <Heading className="mt-3 font-semibold text-forest-900 text-lg">{title}</Heading>
      <p className="mt-1 text-ink/75 text-sm">{text}</p>
      {retry ? (
        <Button variant="secondary" size="compact" className="mt-4" onClick={retry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A screen that could not open: not for this role, not found, or a failure worth retrying.
 * `inScreen` when it shows under the screen's own heading (a list that failed to load).
 */
export function ScreenError({ error, inScreen = false }: { error: unknown; inScreen?: boolean }) {
  const router = useRouter();
  if (error instanceof NotAllowedError) {
    return (
      <Notice
        inScreen={inScreen}
        icon={<Lock aria-hidden="true" className="h-5 w-5" />}
        title="Not available to your role"
        text={`${error.screen} is for the store owner. Ask them if you need something here.`}
      />
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Notice
        inScreen={inScreen}
        icon={<SearchX aria-hidden="true" className="h-5 w-5" />}
        title="Not found"
        text={error.serverMessage}
      />
    );
  }
  return (
    <Notice
      inScreen={inScreen}
      icon={<CircleAlert aria-hidden="true" className="h-5 w-5" />}
      title="This screen could not load"
      text={problemMessage(error)}
      retry={() => void router.invalidate()}
    />
  );
}

export function ScreenNotFound({
  title = 'No such screen',
  text = 'The address does not name a screen of the back office. Choose one from the menu.',
}: {
  title?: string;
  text?: string;
}) {
  return <Notice icon={<SearchX aria-hidden="true" className="h-5 w-5" />} title={title} text={text} />;
}
