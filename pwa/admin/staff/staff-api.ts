import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, adminStaffApiPath } from '#shared/api-paths';
import { type CreateStaffRequest, staffListSchema, type UpdateStaffRequest } from '#shared/schemas/admin/staff';
import { apiRequest } from '../../lib/api-client.ts';

export const STAFF_KEY = ['admin', 'staff'] as const;

export const staffQuery = queryOptions({
  queryKey: STAFF_KEY,
  queryFn: () => apiRequest(API_PATHS.adminStaff, { schema: staffListSchema }),
});

export function addStaffMember(request: CreateStaffRequest): Promise<unknown> {
  return apiRequest(API_PATHS.adminStaff, { method: 'POST', body: request });
}

export function updateStaffMember(staffId: string, change: UpdateStaffRequest): Promise<unknown> {
  return apiRequest(adminStaffApiPath(staffId), { method: 'PATCH', body: change });
}
