import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#shared/api-paths';
import { apiRequest, isConnectionFailure } from '../../lib/api-client.ts';
import { forgetAgeVerified, isAgeRemembered, rememberAgeVerified } from './age-memory.ts';

/**
 * Whether this browser may enter: the server's answer when it can be reached, else the
 * device's memory of an earlier confirmation. A remembered device opens at once and is
 * checked with the server in the background.
 */
export const ageVerificationQueryOptions = queryOptions({
  queryKey: ['age-verification'],
  queryFn: async (): Promise<boolean> => {
    try {
      // The status call answers 200 either way, so a first visit logs no failed request.
      const { verified } = await apiRequest<{ verified?: unknown }>(API_PATHS.ageVerificationStatus);
      if (verified === true) rememberAgeVerified();
      else forgetAgeVerified();
      return verified === true;
    } catch (error) {
      if (isConnectionFailure(error)) return isAgeRemembered();
      // Anything else is only logged and counts as not verified: the gate stays up.
      console.error('Age verification check failed', error);
      return false;
    }
  },
  initialData: () => (isAgeRemembered() ? true : undefined),
  staleTime: 0,
});

export async function confirmAge(): Promise<void> {
  await apiRequest(API_PATHS.ageVerification, { method: 'POST' });
  rememberAgeVerified();
}
