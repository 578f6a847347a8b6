import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/** Stripe.js is the only third party the storefront loads (on checkout), from these hosts. */
const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/**
 * The browser features the store never uses are off for it and any frame in it; payment (the
 * Payment Request API behind wallets) is left to the store and Stripe's card frame.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), midi=(), payment=(self "https://js.stripe.com")';

/**
 * The headers a helmet middleware sets, read once: with no nonce and nothing taken from the
 * request they are the same on every answer, and setting a dozen fixed headers per request is
 * cheaper than running helmet's dozen middleware each time (docs/benchmarks.md).
 */
async function headersSetBy(middleware: Middleware): Promise<Record<string, string>> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  const request = { method: 'GET', url: '/', headers: {} };
  await middleware({ req: request, res: response } as never, async () => undefined);
  return Object.fromEntries(headers);
}

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * Security headers, with a Content-Security-Policy that admits our own files, Stripe.js and the
 * page's inline scripts by their hashes (`inlineScripts`, from page-shell.ts): the same on every
 * answer.
 */
export function securityHeaderValues(options: {
  https: boolean;
  inlineScripts?: readonly string[];
}): Promise<SecurityHeaders> {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? []), ...STRIPE_JS],
        // Radix positions popovers and Stripe sizes its frames with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        // Stripe's card fields and its 3-D Secure step run in frames.
        frameSrc: [...STRIPE_JS, 'https://hooks.stripe.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
    // For browsers without CSP's frame-ancestors: DENY says what 'none' says (helmet's default,
    // SAMEORIGIN, would contradict it).
    xFrameOptions: { action: 'deny' },
  });
  return headersSetBy(helmetHeaders).then((set) => ({ ...set, 'Permissions-Policy': PERMISSIONS_POLICY }));
}

/** Sets the security headers on every answer. */
export function securityHeaders(headers: Promise<SecurityHeaders>): Middleware {
  return async function setSecurityHeaders(ctx, next) {
    ctx.set(await headers);
    await next();
  };
}
