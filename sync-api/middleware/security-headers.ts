import helmet from 'koa-helmet';

/** Stripe.js is the only third party the storefront loads (on checkout), from these hosts. */
const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/**
 * Security headers, with a Content-Security-Policy that admits our own files, Stripe.js and the
 * page's inline scripts by their hashes (`inlineScripts`, from page-shell.ts).
 */
export function securityHeaders(options: { https: boolean; inlineScripts?: readonly string[] }) {
  return helmet({
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
  });
}
