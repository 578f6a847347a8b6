import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, isConnectionFailure } from '../../lib/api-client.ts';
import { forgetAgeVerified, isAgeRemembered, rememberAgeVerified } from './age-memory.ts';

const AGE_VERIFICATION_PATH = '/api/age-verification';

/**
 * Whether this browser may enter: the server's answer when it can be reached, else the
 * device's memory of an earlier confirmation. A remembered device opens at once and is
 * checked with the server in the background.
 */
export const ageVerificationQueryOptions = queryOptions({
  queryKey: ['age-verification'],
  queryFn: async (): Promise<boolean> => {
    try {
      await apiRequest(AGE_VERIFICATION_PATH);
      rememberAgeVerified();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        forgetAgeVerified();
        return false;
      }
      if (isConnectionFailure(error)) return isAgeRemembered();
      // Anything else is only logged and counts as not verified (spec 1 §8).
      console.error('Age verification check failed', error);
      return false;
    }
  },
  initialData: () => (isAgeRemembered() ? true : undefined),
  staleTime: 0,
});

export async function confirmAge(): Promise<void> {
  await apiRequest(AGE_VERIFICATION_PATH, { method: 'POST' });
  rememberAgeVerified();
}
