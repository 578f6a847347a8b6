import pg from 'pg';
import type { Database } from './database.ts';

/**
 * A statement run on every request of a hot path, written with `?` for its values as knex
 * writes them. On PostgreSQL it is a named prepared statement, parsed and planned once per
 * connection rather than on every run: a cart push's read of its cart took longer to plan than
 * to run (about 350 of 500 µs alone, docs/benchmarks.md). It runs on a connection of the app's
 * pool with the driver itself, which skips the query builder's work on each run (its binding
 * rewrite and compile: about 70 µs a push). The embedded database runs it as any query.
 */
export class PreparedStatement<Row> {
  private readonly text: string;

  /** `name` must be given to no other text: PostgreSQL keeps the statement under it. */
  constructor(
    private readonly name: string,
    sql: string,
  ) {
    let position = 0;
    this.text = sql.replace(/\?/g, () => `$${++position}`);
  }

  async run(db: Database, values: readonly unknown[]): Promise<Row[]> {
    const connection: unknown = await db.client.acquireConnection();
    try {
      if (connection instanceof pg.Client) {
        const result = await connection.query<Row & pg.QueryResultRow>({
          name: this.name,
          text: this.text,
          values: [...values],
        });
        return result.rows;
      }
      const embedded = connection as { query(text: string, values: readonly unknown[]): Promise<{ rows: Row[] }> };
      return (await embedded.query(this.text, values)).rows;
    } finally {
      await db.client.releaseConnection(connection);
    }
  }
}
