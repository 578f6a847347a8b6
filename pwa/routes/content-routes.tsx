import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { STATIC_PAGE_PATHS } from '#shared/routes';
import { rootRoute } from './root-route.tsx';

/**
 * The guides, policy pages and About: static pages, each in its own chunk so that a shopper
 * downloads an article only when they open it (the service worker precaches them all later).
 */
const pages = {
  [STATIC_PAGE_PATHS.wellnessBenefitsGuide]: () => import('../features/content/guides/wellness-benefits-guide.tsx'),
  [STATIC_PAGE_PATHS.cannabisForSleep]: () => import('../features/content/guides/cannabis-for-sleep.tsx'),
  [STATIC_PAGE_PATHS.painManagementGuide]: () => import('../features/content/guides/pain-management-guide.tsx'),
  [STATIC_PAGE_PATHS.dosageSafetyGuide]: () => import('../features/content/guides/dosage-safety-guide.tsx'),
  [STATIC_PAGE_PATHS.cbdVsThcGuide]: () => import('../features/content/guides/cbd-vs-thc-guide.tsx'),
  [STATIC_PAGE_PATHS.beginnersWellnessRoutine]: () =>
    import('../features/content/guides/beginners-wellness-routine.tsx'),
  [STATIC_PAGE_PATHS.cannabisMentalHealth]: () => import('../features/content/guides/cannabis-mental-health.tsx'),
  [STATIC_PAGE_PATHS.qualityLabTesting]: () => import('../features/content/guides/quality-lab-testing.tsx'),
  [STATIC_PAGE_PATHS.shippingInfo]: () => import('../features/content/pages/shipping-info.tsx'),
  [STATIC_PAGE_PATHS.returns]: () => import('../features/content/pages/returns.tsx'),
  [STATIC_PAGE_PATHS.labReports]: () => import('../features/content/pages/lab-reports.tsx'),
  [STATIC_PAGE_PATHS.privacyPolicy]: () => import('../features/content/pages/privacy-policy.tsx'),
  [STATIC_PAGE_PATHS.termsOfService]: () => import('../features/content/pages/terms-of-service.tsx'),
  [STATIC_PAGE_PATHS.compliance]: () => import('../features/content/pages/compliance.tsx'),
  [STATIC_PAGE_PATHS.about]: () => import('../features/content/pages/about.tsx'),
};

export const contentRoutes = Object.entries(pages).map(([path, load]) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: lazyRouteComponent(load),
  }),
);
