import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

const AGE_VERIFICATION_PATH = '/api/age-verification';

/** Whether the server holds a valid age confirmation for this browser. */
export const ageVerificationQueryOptions = queryOptions({
  queryKey: ['age-verification'],
  queryFn: async (): Promise<boolean> => {
    try {
      await apiRequest(AGE_VERIFICATION_PATH);
      return true;
    } catch (error) {
      // A 401 is the ordinary "not yet verified"; anything else is only logged (spec 1 §8).
      if (!(error instanceof ApiError && error.status === 401)) {
        console.error('Age verification check failed', error);
      }
      return false;
    }
  },
});

export async function confirmAge(): Promise<void> {
  await apiRequest(AGE_VERIFICATION_PATH, { method: 'POST' });
}
