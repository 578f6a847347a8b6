import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { can, type Permission, type StaffRole } from '#shared/back-office/permissions';
import { auditQuery } from '../audit/audit-api.ts';
import { auditSearchSchema } from '../audit/audit-search.ts';
import { productsQuery } from '../catalogue/catalogue-api.ts';
import { catalogueSearchSchema } from '../catalogue/catalogue-search.ts';
import { handoffQuery, handoffsQuery } from '../handoffs/handoffs-api.ts';
import { messageQuery, messagesQuery } from '../messages/messages-api.ts';
import { DEFAULT_MESSAGE_FILTER, messagesSearchSchema } from '../messages/messages-search.ts';
import { orderSearchSchema } from '../orders/order-search.ts';
import { orderQuery, ordersQuery } from '../orders/orders-api.ts';
import { outboxEmailQuery, outboxQuery } from '../outbox/outbox-api.ts';
import { outboxSearchSchema } from '../outbox/outbox-search.ts';
import { overviewQuery } from '../overview/overview-api.ts';
import { reviewsQuery } from '../reviews/reviews-api.ts';
import { DEFAULT_REVIEW_STATUS, reviewsSearchSchema } from '../reviews/reviews-search.ts';
import { NotAllowedError } from '../session/not-allowed.ts';
import { staffQuery } from '../staff/staff-api.ts';
import { stateRuleQuery, stateRulesQuery } from '../state-rules/state-rules-api.ts';
import { stockQuery } from '../stock/stock-api.ts';
import { stockSearchSchema } from '../stock/stock-search.ts';
import { signedInRoute } from './base-routes.tsx';

/**
 * The back office's screens. Each loader asks for the screen's data while its code loads, and
 * the screen reads the same query. A screen its role may not use says so rather than load
 * (the server would refuse its calls anyway).
 */

const only = (permission: Permission, screen: string) => (role: StaffRole) => {
  if (!can(role, permission)) throw new NotAllowedError(screen);
};

const overviewRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/overview',
  beforeLoad: ({ context }) => only('readOverview', 'The overview')(context.staff.role),
  loader: ({ context }) => context.queryClient.ensureQueryData(overviewQuery),
  component: lazyRouteComponent(() => import('../overview/overview-page.tsx')),
});

const ordersRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/orders',
  validateSearch: (search) => orderSearchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => only('readOrders', 'Orders')(context.staff.role),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ordersQuery(deps)),
  component: lazyRouteComponent(() => import('../orders/orders-page.tsx')),
});

const orderRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/orders/$orderId',
  beforeLoad: ({ context }) => only('readOrders', 'Orders')(context.staff.role),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(orderQuery(params.orderId)),
  component: lazyRouteComponent(() => import('../orders/order-page.tsx')),
});

const stockRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/stock',
  validateSearch: (search) => stockSearchSchema.parse(search),
  loaderDeps: ({ search }) => ({ low: search.low === true }),
  beforeLoad: ({ context }) => only('manageStock', 'Stock')(context.staff.role),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(stockQuery(deps.low)),
  component: lazyRouteComponent(() => import('../stock/stock-page.tsx')),
});

const catalogueRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/catalogue',
  validateSearch: (search) => catalogueSearchSchema.parse(search),
  beforeLoad: ({ context }) => only('editCatalogue', 'The catalogue')(context.staff.role),
  loader: ({ context }) => context.queryClient.ensureQueryData(productsQuery),
  component: lazyRouteComponent(() => import('../catalogue/products-page.tsx')),
});

const productRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/catalogue/$productId',
  beforeLoad: ({ context }) => only('editCatalogue', 'The catalogue')(context.staff.role),
  loader: ({ context }) => context.queryClient.ensureQueryData(productsQuery),
  component: lazyRouteComponent(() => import('../catalogue/product-edit-page.tsx')),
});

const reviewsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/reviews',
  validateSearch: (search) => reviewsSearchSchema.parse(search),
  loaderDeps: ({ search }) => ({ status: search.status ?? DEFAULT_REVIEW_STATUS }),
  beforeLoad: ({ context }) => only('moderateReviews', 'Reviews')(context.staff.role),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(reviewsQuery(deps.status)),
  component: lazyRouteComponent(() => import('../reviews/reviews-page.tsx')),
});

const messagesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/messages',
  validateSearch: (search) => messagesSearchSchema.parse(search),
  loaderDeps: ({ search }) => ({ status: search.status ?? DEFAULT_MESSAGE_FILTER }),
  beforeLoad: ({ context }) => only('readMessages', 'Messages')(context.staff.role),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(messagesQuery(deps.status)),
  component: lazyRouteComponent(() => import('../messages/messages-page.tsx')),
});

const messageRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/messages/$messageId',
  beforeLoad: ({ context }) => only('readMessages', 'Messages')(context.staff.role),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(messageQuery(params.messageId)),
  component: lazyRouteComponent(() => import('../messages/message-page.tsx')),
});

const outboxRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/outbox',
  validateSearch: (search) => outboxSearchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => only('readOutbox', 'The Outbox')(context.staff.role),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(outboxQuery(deps)),
  component: lazyRouteComponent(() => import('../outbox/outbox-page.tsx')),
});

const outboxEmailRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/outbox/$emailId',
  beforeLoad: ({ context }) => only('readOutbox', 'The Outbox')(context.staff.role),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(outboxEmailQuery(params.emailId)),
  component: lazyRouteComponent(() => import('../outbox/email-page.tsx')),
});

const auditRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/audit',
  validateSearch: (search) => auditSearchSchema.parse(search),
  beforeLoad: ({ context }) => only('readAuditLog', 'The audit log')(context.staff.role),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(auditQuery(deps)),
  component: lazyRouteComponent(() => import('../audit/audit-page.tsx')),
});

const reportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/reports',
  beforeLoad: ({ context }) => only('exportReports', 'Reports')(context.staff.role),
  component: lazyRouteComponent(() => import('../reports/reports-page.tsx')),
});

const staffRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/staff',
  beforeLoad: ({ context }) => only('manageStaff', 'Staff accounts')(context.staff.role),
  loader: ({ context }) => context.queryClient.ensureQueryData(staffQuery),
  component: lazyRouteComponent(() => import('../staff/staff-page.tsx')),
});

const stateRulesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/state-rules',
  beforeLoad: ({ context }) => only('readStateRules', 'State rules')(context.staff.role),
  loader: ({ context }) => context.queryClient.ensureQueryData(stateRulesQuery),
  component: lazyRouteComponent(() => import('../state-rules/state-rules-page.tsx')),
});

const deliveriesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/deliveries',
  loader: ({ context }) => context.queryClient.ensureQueryData(handoffsQuery),
  component: lazyRouteComponent(() => import('../handoffs/deliveries-page.tsx')),
});

const handoffRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/deliveries/$orderId',
  loader: ({ context, params }) => context.queryClient.ensureQueryData(handoffQuery(params.orderId)),
  component: lazyRouteComponent(() => import('../handoffs/handoff-page.tsx')),
});

const stateRuleRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admin/state-rules/$code',
  beforeLoad: ({ context }) => only('readStateRules', 'State rules')(context.staff.role),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(stateRuleQuery(params.code)),
  component: lazyRouteComponent(() => import('../state-rules/state-rule-page.tsx')),
});

export const screenRoutes = [
  overviewRoute,
  ordersRoute,
  orderRoute,
  deliveriesRoute,
  handoffRoute,
  stockRoute,
  catalogueRoute,
  productRoute,
  stateRulesRoute,
  stateRuleRoute,
  reviewsRoute,
  messagesRoute,
  messageRoute,
  outboxRoute,
  outboxEmailRoute,
  reportsRoute,
  auditRoute,
  staffRoute,
];
