import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

const pagerButton = 'disabled:cursor-not-allowed disabled:opacity-50';

/** "26–50 of 134 orders" with Previous and Next, under a paged list. */
export function Pagination({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 border-forest-900/10 border-t px-4 py-3 text-sm"
    >
      <p className="text-ink/70 tabular-nums">
        {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {noun}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="compact"
          className={pagerButton}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="-ml-1 h-4 w-4" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="compact"
          className={pagerButton}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" className="-mr-1 h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}
