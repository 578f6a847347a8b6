/**
 * Every path of the API, once: the server's routers mount them, and the PWA and its service
 * worker call and cache them. Plain strings with no dependency, because the app shell and the
 * worker import this module on every page.
 */

export const API_PREFIX = '/api';

export const API_PATHS = {
  products: '/api/products',
  featuredProducts: '/api/products/featured',
  ageVerification: '/api/age-verification',
  ageVerificationStatus: '/api/age-verification/status',
  cart: '/api/cart',
  cartSync: '/api/cart/sync',
  reviews: '/api/reviews',
  contact: '/api/contact',
  createPaymentIntent: '/api/create-payment-intent',
  orders: '/api/orders',
  stripeWebhook: '/api/webhooks/stripe',
  testGatewayPaymentIntents: '/api/test-gateway/payment-intents',
} as const;

/** Whether a request path belongs to the API rather than to the storefront's pages and files. */
export const isApiPath = (path: string): boolean => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

export const productApiPath = (productId: string) => `${API_PATHS.products}/${encodeURIComponent(productId)}`;

export type TestGatewayStep = 'confirm' | 'authenticate';

export const testGatewayStepApiPath = (paymentIntentId: string, step: TestGatewayStep) =>
  `${API_PATHS.testGatewayPaymentIntents}/${encodeURIComponent(paymentIntentId)}/${step}`;
