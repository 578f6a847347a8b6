import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { BACK_OFFICE_PATH } from '#shared/routes';
import { ScreenError, ScreenNotFound } from '../components/screen-states.tsx';
import { BackOfficeLayout } from '../layout/back-office-layout.tsx';
import { BackOfficeRoot } from '../layout/back-office-root.tsx';
import { firstScreenFor } from '../layout/sections.ts';
import { withQuery } from '../lib/query-string.ts';
import { sessionQuery } from '../session/session-api.ts';
import { signInSearchSchema } from '../session/sign-in-search.ts';

export interface BackOfficeContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<BackOfficeContext>()({
  component: BackOfficeRoot,
  notFoundComponent: () => <ScreenNotFound />,
  errorComponent: ScreenError,
});

/** /admin: the sign-in form, or straight on for someone already signed in. */
export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: BACK_OFFICE_PATH,
  validateSearch: (search) => signInSearchSchema.parse(search),
  beforeLoad: async ({ context, search }) => {
    const staff = await context.queryClient.ensureQueryData(sessionQuery);
    if (staff) throw redirect({ href: search.next ?? firstScreenFor(staff.role), replace: true });
  },
  component: lazyRouteComponent(() => import('../session/sign-in-page.tsx')),
});

/**
 * Every other screen: only for someone signed in; anyone else goes to sign-in, which brings
 * them back here afterwards.
 */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ context, location }) => {
    const staff = await context.queryClient.ensureQueryData(sessionQuery);
    if (!staff) throw redirect({ href: withQuery(BACK_OFFICE_PATH, { next: location.href }), replace: true });
    return { staff };
  },
  component: BackOfficeLayout,
});
