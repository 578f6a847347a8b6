import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import { overviewSchema } from '#shared/schemas/admin/overview';
import { apiRequest } from '../../lib/api-client.ts';

export const OVERVIEW_KEY = ['admin', 'overview'] as const;

/** The owner's day at a glance (readOverview): sales, what waits, the last 30 days. */
export const overviewQuery = queryOptions({
  queryKey: OVERVIEW_KEY,
  queryFn: () => apiRequest(API_PATHS.adminOverview, { schema: overviewSchema }),
});
