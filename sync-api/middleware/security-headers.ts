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

/** Adds the Permissions-Policy, which helmet does not set. */
function permissionsPolicy(): Middleware {
  return async function setPermissionsPolicy(ctx, next) {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    await next();
  };
}

/**
 * Security headers, with a Content-Security-Policy that admits our own files, Stripe.js and the
 * page's inline scripts by their hashes (`inlineScripts`, from page-shell.ts).
 */
export function securityHeaders(options: { https: boolean; inlineScripts?: readonly string[] }): Middleware {
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
  const permissions = permissionsPolicy();
  return async function setSecurityHeaders(ctx, next) {
    await permissions(ctx, () => helmetHeaders(ctx, next));
  };
}
