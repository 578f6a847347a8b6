import { bodyParser } from '@koa/bodyparser';
import Keygrip from 'keygrip';
import Koa from 'koa';
import compress from 'koa-compress';
import type { AppState } from './app-state.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Logger } from './logger.ts';
import { apiUnmatched } from './middleware/api-unmatched.ts';
import { errorHandler } from './middleware/errors.ts';
import { requestContext } from './middleware/request-context.ts';
import { requireJsonBody } from './middleware/require-json.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { serveStorefront } from './middleware/storefront.ts';
import { ageVerificationRouter } from './routes/age-verification.ts';
import { cartRouter } from './routes/cart.ts';
import { productsRouter } from './routes/products.ts';

/** Request bodies are small JSON documents; anything larger is refused with 413. */
export const JSON_BODY_LIMIT = '16kb';

export interface AppDependencies {
  config: Pick<Config, 'sessionSecret' | 'trustProxy' | 'pwaDist' | 'nodeEnv'>;
  db: Database;
  logger: Logger;
}

/** Builds the Koa app: middleware in order, then routers. It never listens. */
export function createApp({ config, db, logger }: AppDependencies): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: config.trustProxy });
  // sha256 signatures rather than the sha1 default.
  app.keys = new Keygrip([config.sessionSecret], 'sha256') as unknown as string[];

  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    const log = (ctx?.state as AppState | undefined)?.log ?? logger;
    log.error({ err: error }, 'unexpected error');
  });

  app.use(requestContext(logger));
  app.use(errorHandler());
  app.use(securityHeaders({ https: config.trustProxy }));
  app.use(compress());
  app.use(requireJsonBody());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT, encoding: 'utf-8' }));

  app.use(apiUnmatched());
  for (const router of [productsRouter(db), ageVerificationRouter(db), cartRouter(db)]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(serveStorefront({ distDir: config.pwaDist, db }));

  return app;
}
