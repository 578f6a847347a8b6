import { type IncomingMessage, ServerResponse } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compress from 'koa-compress';
import { API_PATHS } from '#shared/api-paths';
import type { AppState } from './app-state.ts';
import { type Config, DEFAULT_MAIL_FROM, DEFAULT_PORT, DEFAULT_SHARED_ANSWERS_MB } from './config.ts';
import type { Database } from './db/database.ts';
import { appLimits, type LimitOverrides } from './limits/app-limits.ts';
import type { RateLimitStore } from './limits/rate-limits.ts';
import type { Logger } from './logger.ts';
import { senderOf } from './mail/mailer.ts';
import { apiUnmatched } from './middleware/api-unmatched.ts';
import { throwBodyReadError } from './middleware/body-read-error.ts';
import { CookieKeys } from './middleware/cookie-keys.ts';
import { errorHandler } from './middleware/errors.ts';
import { serializeJsonOnce } from './middleware/json-once.ts';
import { inlineScriptHashes } from './middleware/page-shell.ts';
import { rejectUnstorableText } from './middleware/reject-unstorable-text.ts';
import { requestContext } from './middleware/request-context.ts';
import { requireJsonBody } from './middleware/require-json.ts';
import { refuseCrossOriginWrites } from './middleware/same-origin-writes.ts';
import { securityHeaders, securityHeaderValues } from './middleware/security-headers.ts';
import { serveStorefront } from './middleware/storefront.ts';
import type { BankProvider } from './payments/bank-provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { selectBankProvider, selectPaymentProvider } from './payments/select-provider.ts';
import { accountRouter } from './routes/account.ts';
import { adminAuditRouter } from './routes/admin-audit.ts';
import { adminCatalogueRouter } from './routes/admin-catalogue.ts';
import { adminExportsRouter } from './routes/admin-exports.ts';
import { adminHandoffsRouter } from './routes/admin-handoffs.ts';
import { adminMessagesRouter } from './routes/admin-messages.ts';
import { adminOrdersRouter } from './routes/admin-orders.ts';
import { adminOutboxRouter } from './routes/admin-outbox.ts';
import { adminOverviewRouter } from './routes/admin-overview.ts';
import { adminReportsRouter } from './routes/admin-reports.ts';
import { adminReviewsRouter } from './routes/admin-reviews.ts';
import { adminSessionRouter } from './routes/admin-session.ts';
import { adminStaffRouter } from './routes/admin-staff.ts';
import { adminStateRulesRouter } from './routes/admin-state-rules.ts';
import { adminStockRouter } from './routes/admin-stock.ts';
import { ageVerificationRouter } from './routes/age-verification.ts';
import { cartRouter, cartSettings } from './routes/cart.ts';
import { checkoutRouter } from './routes/checkout.ts';
import { contactRouter } from './routes/contact.ts';
import { orderTrackingRouter } from './routes/order-tracking.ts';
import { paymentWebhookRouter } from './routes/payment-webhooks.ts';
import { reviewsRouter } from './routes/reviews.ts';
import { shopperReadsRouter } from './routes/shopper-reads.ts';
import { testGatewayRouter } from './routes/test-gateway.ts';
import type { CatalogueVersion } from './shared-answers/catalogue-version.ts';
import { frontDoor } from './shared-answers/front-door.ts';
import { keptAnswers } from './shared-answers/kept-answers.ts';
import { shareAnswers } from './shared-answers/share-answers.ts';
import { PRODUCTION_PASSWORD_COST } from './staff/password-hashing.ts';

/**
 * Request bodies are small JSON documents; anything larger is refused with 413. A cart push
 * may carry up to MAX_MUTATIONS_PER_PUSH mutations (about 150 bytes each), and a Stripe event
 * carries a whole payment intent, so those two get more.
 */
export const BODY_LIMITS = { default: 16 * 1024, cartSync: 64 * 1024 } as const;

export interface AppDependencies {
  config: Pick<Config, 'sessionSecret' | 'trustProxy' | 'pwaDist' | 'nodeEnv'> &
    Partial<
      Pick<
        Config,
        | 'publicOrigin'
        | 'stripe'
        | 'sharedAnswersBytes'
        | 'rateLimits'
        | 'maxOrderTotalCents'
        | 'passwordCost'
        | 'port'
        | 'mailFrom'
      >
    >;
  db: Database;
  /** The catalogue's version, watched (shared-answers/catalogue-version.ts): shared answers are kept under it. */
  catalogue: CatalogueVersion;
  logger: Logger;
  /** Tests may pass their own; otherwise chosen from the configuration. */
  paymentProvider?: PaymentProvider;
  /** Tests may pass their own bank; otherwise chosen from the configuration. */
  bankProvider?: BankProvider | null;
  /** Where the limits' counters live, chosen once per process; otherwise each app's memory. */
  rateLimitStore?: RateLimitStore;
  /** Limits that replace the configured ones (tests use small ones). */
  limits?: LimitOverrides;
}

/** Builds the Koa app: middleware in order, then routers. It never listens. */
export function createApp({
  config,
  db,
  catalogue,
  logger,
  paymentProvider,
  bankProvider,
  rateLimitStore,
  limits: overrides,
}: AppDependencies): Koa<AppState> {
  const payments =
    paymentProvider ?? selectPaymentProvider({ stripe: config.stripe ?? null, nodeEnv: config.nodeEnv }, db);
  const bank = bankProvider === undefined ? selectBankProvider(config, db) : bankProvider;
  const limits = appLimits(config, overrides, rateLimitStore);
  // Behind the proxy, only the address it appended to X-Forwarded-For is the client's: the
  // ones before it are whatever the client wrote, and rate limits by address would trust them.
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.keys = new CookieKeys([config.sessionSecret]);
  const headers = securityHeaderValues({ https: config.trustProxy, inlineScripts: inlineScriptHashes(config.pwaDist) });
  const answers = keptAnswers(config.sharedAnswersBytes ?? DEFAULT_SHARED_ANSWERS_MB * 1024 * 1024);
  const publicOrigin = config.publicOrigin ?? null;
  const passwords = { passwordCost: config.passwordCost ?? PRODUCTION_PASSWORD_COST };
  // The Outbox shows an email as the mailer sends it (server.ts makes both from one config).
  const sender = senderOf({
    publicOrigin,
    port: config.port ?? DEFAULT_PORT,
    mailFrom: config.mailFrom ?? DEFAULT_MAIL_FROM,
  });
  const answerFromMemory = frontDoor({ catalogue, answers, securityHeaders: headers, publicOrigin, logger });
  // On every server made from app.callback() (app.listen's too), kept answers are sent before
  // Koa runs (shared-answers/front-door.ts); everything else goes through the app.
  const handleWithKoa = app.callback.bind(app);
  app.callback = () => {
    const handle = handleWithKoa();
    return (request, response) =>
      // The store listens with node:http; an HTTP/2 server's requests all go through Koa.
      response instanceof ServerResponse && answerFromMemory(request as IncomingMessage, response)
        ? Promise.resolve()
        : handle(request, response);
  };

  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    const log = (ctx?.state as AppState | undefined)?.log ?? logger;
    // A browser that leaves a page mid-answer closes the stream: nothing went wrong here.
    if ((error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      log.debug('the client closed the connection before the answer was sent');
      return;
    }
    log.error({ err: error }, 'unexpected error');
  });

  app.use(requestContext(logger));
  app.use(errorHandler());
  app.use(securityHeaders(headers));
  app.use(refuseCrossOriginWrites({ publicOrigin, exemptPaths: [API_PATHS.stripeWebhook] }));
  app.use(compress());
  app.use(serializeJsonOnce());
  app.use(shareAnswers({ db, catalogue, answers, publicOrigin }));
  app.use(requireJsonBody());
  const parseBody = (jsonLimit: number) =>
    bodyParser({ enableTypes: ['json'], jsonLimit, encoding: 'utf-8', onError: throwBodyReadError });
  const parseSmallBody = parseBody(BODY_LIMITS.default);
  const parseSyncBody = parseBody(BODY_LIMITS.cartSync);
  app.use(function parseJsonBody(ctx, next) {
    const isLarge = ctx.path === API_PATHS.cartSync || ctx.path === API_PATHS.stripeWebhook;
    ctx.state.bodyLimitBytes = isLarge ? BODY_LIMITS.cartSync : BODY_LIMITS.default;
    return isLarge ? parseSyncBody(ctx, next) : parseSmallBody(ctx, next);
  });

  app.use(rejectUnstorableText());
  app.use(apiUnmatched());
  const carts = cartSettings(limits, catalogue);
  for (const router of [
    shopperReadsRouter(db),
    ageVerificationRouter(db, limits.writes),
    cartRouter(db, limits, carts),
    reviewsRouter(db, limits.writes),
    contactRouter(db, limits.writes),
    checkoutRouter(db, payments, bank, limits),
    orderTrackingRouter(db, limits),
    accountRouter(db, limits.writes, carts, publicOrigin),
    paymentWebhookRouter(db, payments),
    ...(payments.name === 'test' ? [testGatewayRouter(db, payments)] : []),
    adminSessionRouter(db, limits.writes, passwords),
    adminStockRouter(db),
    adminCatalogueRouter(db),
    adminReviewsRouter(db),
    adminOrdersRouter(db, payments, bank),
    adminHandoffsRouter(db, payments, bank),
    adminStaffRouter(db, passwords),
    adminMessagesRouter(db),
    adminOutboxRouter(db, sender),
    adminAuditRouter(db),
    adminExportsRouter(db),
    adminOverviewRouter(db),
    adminReportsRouter(db),
    adminStateRulesRouter(db, bank),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(serveStorefront({ distDir: config.pwaDist, db, publicOrigin }));

  return app;
}
