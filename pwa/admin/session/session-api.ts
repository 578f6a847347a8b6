import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import { type SignInRequest, type StaffMember, staffSessionSchema } from '#shared/schemas/admin/staff';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

/**
 * Who is signed in to the back office: the member, or null when nobody is. Asked again after a
 * minute when the tab comes back, so a role the owner changed meanwhile shows.
 */
export const sessionQuery = queryOptions({
  queryKey: ['admin', 'session'],
  queryFn: async (): Promise<StaffMember | null> => {
    try {
      return (await apiRequest(API_PATHS.adminSession, { schema: staffSessionSchema })).staff;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export async function signIn(request: SignInRequest): Promise<StaffMember> {
  return (await apiRequest(API_PATHS.adminSession, { method: 'POST', body: request, schema: staffSessionSchema }))
    .staff;
}

/** Ends the session on the server; one already over counts as signed out too. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest(API_PATHS.adminSession, { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}
