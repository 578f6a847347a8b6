import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import { auditListSchema } from '#shared/schemas/admin/audit';
import { apiRequest } from '../../lib/api-client.ts';
import { withQuery } from '../lib/query-string.ts';
import type { AuditSearch } from './audit-search.ts';

export const auditQuery = (search: AuditSearch) =>
  queryOptions({
    queryKey: ['admin', 'audit', search],
    queryFn: () => apiRequest(withQuery(API_PATHS.adminAudit, search), { schema: auditListSchema }),
  });
