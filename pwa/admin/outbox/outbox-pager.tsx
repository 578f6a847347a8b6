import { ChevronRight, ChevronsLeft } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { countOf } from '../lib/format.ts';

const pagerButton = 'disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Under the Outbox's list: older emails a page at a time, and back to the newest. The outbox
 * is paged from an email rather than by number, so there is no "page 3 of 9" to show.
 */
export function OutboxPager({
  shown,
  onNewest,
  onOlder,
}: {
  shown: number;
  /** Back to the first page; null on it. */
  onNewest: (() => void) | null;
  /** On to the next page; null on the last. */
  onOlder: (() => void) | null;
}) {
  if (!onNewest && !onOlder) return null;
  const older = onNewest !== null;
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 border-forest-900/10 border-t px-4 py-3 text-sm"
    >
      <p className="text-ink/70 tabular-nums">
        {countOf(shown, older ? 'older email' : 'newest email', older ? 'older emails' : 'newest emails')}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="compact"
          className={pagerButton}
          disabled={!onNewest}
          onClick={() => onNewest?.()}
        >
          <ChevronsLeft aria-hidden="true" className="-ml-1 h-4 w-4" />
          Newest
        </Button>
        <Button
          variant="secondary"
          size="compact"
          className={pagerButton}
          disabled={!onOlder}
          onClick={() => onOlder?.()}
        >
          Older
          <ChevronRight aria-hidden="true" className="-mr-1 h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}
