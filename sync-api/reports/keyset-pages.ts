import type { Knex } from 'knex';

/** Where a page ends: the row's time as PostgreSQL writes it (`page_at`), and its id (`page_id`). */
export interface PageKey {
  page_at: string;
  page_id: string | number;
}

const PAGE = 500;

/**
 * A query's rows a page at a time, by a time and an id (`keyColumns`, the query's order), so a
 * range of any size streams without being held. The time goes back as PostgreSQL wrote it: a
 * JavaScript date keeps milliseconds, and the microseconds it drops would read the page's last row
 * again. The query selects its key as `page_at` (the time as text) and `page_id`.
 */
export async function* inPages<Row extends PageKey>(
  query: () => Knex.QueryBuilder,
  keyColumns: string,
): AsyncGenerator<Row> {
  let after: Row | null = null;
  for (;;) {
    const page = query().limit(PAGE);
    if (after) page.whereRaw(`(${keyColumns}) > (?::timestamptz, ?)`, [after.page_at, after.page_id]);
    const rows: Row[] = await page;
    yield* rows;
    after = rows.at(-1) ?? null;
    if (!after || rows.length < PAGE) return;
  }
}
