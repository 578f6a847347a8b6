/**
 * `npm run bench:push`: the one-change push against pgbench's transaction on the same server,
 * as `npm run bench` measures it, printed only (docs/benchmarks.md is left as it is). The whole
 * benchmark takes most of an hour; this takes three minutes, for work on the push itself.
 */
import { API_PATHS } from '#shared/api-paths';
import { postgresSchema } from './bench-database.ts';
import { startApiServer } from './bench-servers.ts';
import { cartSyncOneChange } from './endpoints.ts';
import { measureEndpoint } from './measure-endpoint.ts';
import { measurePushAgainstPgbench, missedPushTarget, pushAgainstPgbench } from './push-against-pgbench.ts';
import { PLAN } from './targets.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const database = await postgresSchema();
  if (!database) {
    console.error('No PostgreSQL server answered at 127.0.0.1:5432: the push is measured against pgbench on one.');
    return 1;
  }
  try {
    const api = await startApiServer(database);
    try {
      const catalogue = (await (await fetch(`${api.url}${API_PATHS.products}`)).json()) as { id: string }[];
      const context = { apiUrl: api.url, connections: PLAN.connections, productIds: catalogue.map((p) => p.id) };
      const results = [await measureEndpoint(cartSyncOneChange, api, null, context, say)];
      const comparison = await measurePushAgainstPgbench(api.url, context, say, results[0]?.steady.rate ?? null);
      say(
        await pushAgainstPgbench({
          startedAt: new Date(),
          database: { label: database.label, version: database.version },
          results,
          shared: [],
          pushAgainstPgbench: comparison,
        }),
      );
      const missed = missedPushTarget(comparison, results);
      if (missed) console.error(`Target missed: ${missed}`);
      return missed || !comparison ? 1 : 0;
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
