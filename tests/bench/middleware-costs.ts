import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Middleware } from 'koa';
import pino from 'pino';
import { API_PATHS } from '#shared/api-paths';
import { productPath } from '#shared/routes';
import { createApp } from '../../sync-api/app.ts';
import { createDatabase, prepareDatabase } from '../../sync-api/db/database.ts';
import { watchCatalogueVersion } from '../../sync-api/shared-answers/catalogue-version.ts';
import { roomyLimits } from '../setup/limits.ts';
import { BENCH_SESSION_SECRET } from './bench-servers.ts';
import { markdownTable } from './report.ts';
import { pushBody, verifiedShoppers } from './sync-shoppers.ts';

/**
 * What each middleware costs per request, for each kind of answer: the app as production builds
 * it (logging at `info` into a discarded stream, so the log line is written), in this process,
 * with every middleware timed by its own work only (the time before it calls `next` and after
 * `next` resolves). Requests go one at a time, so nothing waits on anything else.
 */

const PWA_DIST = fileURLToPath(new URL('../../dist/pwa', import.meta.url));
const WARM_UP = 300;
const MEASURED = 2_000;

interface Kind {
  name: string;
  /** The request to send for the `n`th time (from 1). */
  request(n: number): { path: string; init: RequestInit };
}

/** The app's own middleware are named functions; the routers' (`routes()`, `allowedMethods()`) are not, and count as one. */
/** Kept answers sent before Koa runs (shared-answers/front-door.ts). */
const FRONT_DOOR = 'front door';

const nameOf = (middleware: Middleware) => middleware.name.replace(/^bound /, '') || 'routers';

export async function measureMiddlewareCosts(): Promise<string> {
  const logger = pino({ level: 'info', base: { service: 'verdant-api' } }, pino.destination('/dev/null'));
  const db = createDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
  await prepareDatabase(db);
  const catalogue = await watchCatalogueVersion(db, logger);
  const app = createApp({
    config: {
      sessionSecret: BENCH_SESSION_SECRET,
      trustProxy: false,
      pwaDist: PWA_DIST,
      nodeEnv: 'production',
      publicOrigin: 'https://bench.verdant.example',
      // Production wants Stripe; no request here reaches a payment, so these are never used.
      stripe: { secretKey: 'sk_test_bench_never_called', webhookSecret: 'whsec_bench_never_called' },
    },
    db,
    catalogue,
    logger,
    // Every request comes from one address and one session: limits a real client never meets.
    limits: roomyLimits(),
  });
  const costs = new Map<string, number>();
  let counting = false;
  let middlewareRan = false;
  const names = [FRONT_DOOR, ...new Set(app.middleware.map(nameOf))];
  app.middleware = app.middleware.map((middleware) => {
    const name = nameOf(middleware);
    const timed: Middleware = async (ctx, next) => {
      middlewareRan = true;
      const started = performance.now();
      let inner = 0;
      try {
        await middleware(ctx, async () => {
          const entered = performance.now();
          try {
            await next();
          } finally {
            inner += performance.now() - entered;
          }
        });
      } finally {
        if (counting) costs.set(name, (costs.get(name) ?? 0) + performance.now() - started - inner);
      }
    };
    return timed;
  });
  const handle = app.callback();
  // A request the front door answers runs no middleware, and all its work is done by the time
  // the handler returns.
  const server = createServer((request, response) => {
    middlewareRan = false;
    const started = performance.now();
    void handle(request, response);
    if (counting && !middlewareRan) costs.set(FRONT_DOOR, (costs.get(FRONT_DOOR) ?? 0) + performance.now() - started);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const [shopper] = await verifiedShoppers(baseUrl, baseUrl, 1);
    if (!shopper) throw new Error('No shopper');
    const clientId = randomUUID();
    const kinds: Kind[] = [
      { name: `GET ${API_PATHS.products}`, request: () => ({ path: API_PATHS.products, init: {} }) },
      {
        name: 'GET /product/{id} (gzip)',
        request: () => ({ path: productPath('tangie-flower'), init: { headers: { 'accept-encoding': 'gzip' } } }),
      },
      {
        name: 'GET /product/{id} (gzip), age confirmed',
        request: () => ({
          path: productPath('tangie-flower'),
          init: { headers: { 'accept-encoding': 'gzip', cookie: shopper.cookie } },
        }),
      },
      {
        name: `POST ${API_PATHS.cartSync}`,
        request: (n) => ({
          path: API_PATHS.cartSync,
          init: {
            method: 'POST',
            headers: { cookie: shopper.cookie, 'content-type': 'application/json', origin: baseUrl },
            body: pushBody(shopper, clientId, n),
          },
        }),
      },
    ];
    const columns: Map<string, number>[] = [];
    for (const kind of kinds) {
      costs.clear();
      for (let n = 0; n < WARM_UP + MEASURED; n++) {
        counting = n >= WARM_UP;
        const { path, init } = kind.request(n + 1);
        const response = await fetch(`${baseUrl}${path}`, init);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${kind.name} answered ${response.status}`);
      }
      columns.push(new Map(costs));
    }
    const microseconds = (total: number | undefined) => ((total ?? 0) * 1000) / MEASURED;
    const rows = names.map((name) => [
      `\`${name}\``,
      ...columns.map((column) => microseconds(column.get(name)).toFixed(0)),
    ]);
    const totals = columns.map((column) => microseconds([...column.values()].reduce((sum, value) => sum + value, 0)));
    rows.push(['**all**', ...totals.map((total) => `**${total.toFixed(0)}**`)]);
    return [
      '## What each middleware costs per request',
      '',
      `Microseconds of each middleware's own work per request (its time before \`next\` and after it resolves),`,
      `averaged over ${MEASURED.toLocaleString('en-US')} requests sent one at a time after ${WARM_UP} of warm-up, on the`,
      'app as production builds it (with a public origin), in-process on PGlite, logging at `info` into a discarded',
      'stream. `front door` is a kept answer sent before Koa runs; a page for a shopper whose age is confirmed',
      "goes through Koa, which checks the cookie. `routers` are every router's dispatch together; a handler's own",
      'work (and its database queries) counts there.',
      '',
      markdownTable(['Middleware', ...kinds.map((kind) => `\`${kind.name}\``)], rows),
    ].join('\n');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await catalogue.stop();
    await db.destroy();
  }
}
