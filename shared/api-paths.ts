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
  stateRules: '/api/state-rules',
  cart: '/api/cart',
  cartSync: '/api/cart/sync',
  reviews: '/api/reviews',
  contact: '/api/contact',
  createPaymentIntent: '/api/create-payment-intent',
  orders: '/api/orders',
  orderLookup: '/api/orders/lookup',
  account: '/api/account',
  accountCodes: '/api/account/codes',
  accountSession: '/api/account/session',
  accountSessions: '/api/account/sessions',
  accountOrders: '/api/account/orders',
  accountPasskeys: '/api/account/passkeys',
  accountPasskeyOptions: '/api/account/passkeys/options',
  passkeySignIn: '/api/account/passkey-sign-in',
  passkeySignInOptions: '/api/account/passkey-sign-in/options',
  stripeWebhook: '/api/webhooks/stripe',
  testGatewayPaymentIntents: '/api/test-gateway/payment-intents',
  adminSession: '/api/admin/session',
  adminStaff: '/api/admin/staff',
  adminOrders: '/api/admin/orders',
  adminStock: '/api/admin/stock',
  adminLowStockThreshold: '/api/admin/settings/low-stock-threshold',
  adminProducts: '/api/admin/products',
  adminReviews: '/api/admin/reviews',
  adminMessages: '/api/admin/messages',
  adminAudit: '/api/admin/audit',
  adminStateRules: '/api/admin/state-rules',
  adminHandoffs: '/api/admin/handoffs',
  adminExports: '/api/admin/exports',
  adminOverview: '/api/admin/overview',
  adminClosingReport: '/api/admin/reports/closing',
  adminOutbox: '/api/admin/outbox',
} as const;

/** Everything under here is the back office's: staff sessions only, never cached. */
export const ADMIN_API_PREFIX = '/api/admin';

/** Whether a request path belongs to the API rather than to the storefront's pages and files. */
export const isApiPath = (path: string): boolean => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

export const productApiPath = (productId: string) => `${API_PATHS.products}/${encodeURIComponent(productId)}`;

export type TestGatewayStep = 'confirm' | 'authenticate';

export const testGatewayStepApiPath = (paymentIntentId: string, step: TestGatewayStep) =>
  `${API_PATHS.testGatewayPaymentIntents}/${encodeURIComponent(paymentIntentId)}/${step}`;

export const accountPasskeyApiPath = (passkeyId: string) =>
  `${API_PATHS.accountPasskeys}/${encodeURIComponent(passkeyId)}`;

export const orderApiPath = (orderId: string) => `${API_PATHS.orders}/${encodeURIComponent(orderId)}`;

const under = (base: string, ...segments: string[]) =>
  [base, ...segments.map((segment) => encodeURIComponent(segment))].join('/');

export const adminStaffApiPath = (staffId: string) => under(API_PATHS.adminStaff, staffId);
export const adminOrderApiPath = (orderId: string) => under(API_PATHS.adminOrders, orderId);
export const adminOrderStatusApiPath = (orderId: string) => under(API_PATHS.adminOrders, orderId, 'status');
export const adminOrderDeliveryAttemptsApiPath = (orderId: string) =>
  under(API_PATHS.adminOrders, orderId, 'delivery-attempts');
export const adminOrderCancelApiPath = (orderId: string) => under(API_PATHS.adminOrders, orderId, 'cancel');
export const adminOrderRefundApiPath = (orderId: string) => under(API_PATHS.adminOrders, orderId, 'refund');
export const adminOrderClearBankReturnApiPath = (orderId: string) =>
  under(API_PATHS.adminOrders, orderId, 'clear-bank-return');
export const adminOrderTrackingApiPath = (orderId: string) => under(API_PATHS.adminOrders, orderId, 'tracking');
export const adminStockApiPath = (productId: string, size: string) => under(API_PATHS.adminStock, productId, size);
export const adminProductApiPath = (productId: string) => under(API_PATHS.adminProducts, productId);
export const adminReviewDecisionApiPath = (reviewId: string) => under(API_PATHS.adminReviews, reviewId, 'decision');
export const adminMessageApiPath = (messageId: string) => under(API_PATHS.adminMessages, messageId);
export const adminMessageRepliesApiPath = (messageId: string) => under(API_PATHS.adminMessages, messageId, 'replies');
export const adminStateRuleApiPath = (code: string) => under(API_PATHS.adminStateRules, code);
export const adminHandoffApiPath = (orderId: string) => under(API_PATHS.adminHandoffs, orderId);
export const adminHandOverApiPath = (orderId: string) => under(API_PATHS.adminHandoffs, orderId, 'deliver');
export const adminReturnToStoreApiPath = (orderId: string) => under(API_PATHS.adminHandoffs, orderId, 'return');
export const adminOutboxEmailApiPath = (emailId: string) => under(API_PATHS.adminOutbox, emailId);
export const adminOutboxRetryApiPath = (emailId: string) => under(API_PATHS.adminOutbox, emailId, 'retry');

/** A CSV export of the back office's (shared/schemas/admin/exports.ts) over a range of the store's days. */
export const adminExportApiPath = (report: string, range?: { from: string; to: string }) =>
  `${API_PATHS.adminExports}/${report}.csv${range ? `?from=${range.from}&to=${range.to}` : ''}`;

/** The closing report of one of the store's days (shared/schemas/admin/closing-report.ts). */
export const adminClosingReportApiPath = (day: string) => `${API_PATHS.adminClosingReport}?day=${day}`;
