import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The table's cell only: a phone's card lays its cells out itself. */
  className?: string;
  align?: 'start' | 'end';
  /**
   * On a phone, `title` leads the card and `meta` (a status, a total) sits at its end, their
   * headers read only by screen readers, as the value says what it is; `hidden` leaves the cell
   * out. Any other cell is shown beside its header, or under it if `wide`, for a long value.
   */
  phone?: 'title' | 'meta' | 'wide' | 'hidden';
}

const headCellClass =
  'whitespace-nowrap border-forest-900/10 border-b bg-forest-50/60 px-4 py-2.5 font-semibold text-forest-900 text-xs uppercase tracking-wide';
const cellClass = 'border-forest-900/5 border-b px-4 py-3 align-top';
const hoverClass = 'hover:bg-forest-50/40';
const flaggedClass = 'bg-red-50/50 shadow-[inset_3px_0_0_var(--color-red-600)]';
// The title's link reaches over its whole card, so a thumb can open the row anywhere on it.
const stretchedLinkClass = '[&_a]:after:absolute [&_a]:after:inset-0';

/**
 * A back-office list: a table on wide screens, a card per row on phones. Both are in the page
 * and CSS shows one, so the list needs no script to follow the screen's width.
 */
export function DataList<Row>({
  rows,
  rowKey,
  columns,
  caption,
  empty = null,
  linkedRows = false,
  flagged,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  /** Names the table and the list for screen readers; the table's scroller, a keyboard stop, says it too. */
  caption: string;
  empty?: ReactNode;
  /** Each row opens a screen through the link in its title. */
  linkedRows?: boolean;
  /** Rows someone must look at: tinted and marked down their edge. */
  flagged?: (row: Row) => boolean;
}) {
  if (rows.length === 0) return empty;
  const rowClass = (row: Row) => (flagged?.(row) ? flaggedClass : linkedRows ? hoverClass : '');
  const titles = columns.filter((column) => column.phone === 'title');
  const metas = columns.filter((column) => column.phone === 'meta');
  const fields = columns.filter((column) => column.phone === undefined || column.phone === 'wide');
  const alignClass = (column: Column<Row>) => (column.align === 'end' ? 'text-right' : '');

  return (
    <>
      <TableScroller label={caption} className="hidden md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`${headCellClass} ${alignClass(column)}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={rowClass(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={`${cellClass} ${alignClass(column)} ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <ul aria-label={caption} className="divide-y divide-forest-900/10 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className={`relative flex items-center gap-3 px-4 py-3 text-sm ${rowClass(row)}`}>
            <div className="grid min-w-0 flex-1 gap-2">
              <dl className="flex items-start justify-between gap-3">
                {titles.map((column) => (
                  <div key={column.header} className="min-w-0">
                    <dt className="sr-only">{column.header}</dt>
                    <dd className={`font-medium ${linkedRows ? stretchedLinkClass : ''}`}>{column.cell(row)}</dd>
                  </div>
                ))}
                {metas.map((column) => (
                  <div key={column.header} className="shrink-0 tabular-nums">
                    <dt className="sr-only">{column.header}</dt>
                    <dd>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                {fields.map((column) => (
                  <div
                    key={column.header}
                    className={`col-span-2 ${column.phone === 'wide' ? '' : 'grid grid-cols-subgrid items-baseline'}`}
                  >
                    <dt className="font-medium text-ink/70 text-xs uppercase tracking-wide">{column.header}</dt>
                    <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </div>
            {linkedRows ? <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-ink/40" /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
