import { queryOptions } from '@tanstack/react-query';
import { adminClosingReportApiPath } from '#shared/api-paths';
import { closingReportSchema } from '#shared/schemas/admin/closing-report';
import { apiRequest } from '../../lib/api-client.ts';

/** One store day's closing report (exportReports): sales, refunds, taxes and takings. */
export const closingReportQuery = (day: string) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'closing', day],
    queryFn: () => apiRequest(adminClosingReportApiPath(day), { schema: closingReportSchema }),
  });
