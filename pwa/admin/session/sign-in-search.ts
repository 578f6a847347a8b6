import { z } from 'zod';
import { BACK_OFFICE_PATH } from '#shared/routes';

/**
 * Where to go once signed in: a back-office address kept from the screen a 401 interrupted.
 * Anything else (another site, the shop) is dropped, so a crafted link cannot send a person
 * who signs in somewhere else.
 */
export const signInSearchSchema = z.object({
  next: z
    .string()
    .refine((path) => path.startsWith(`${BACK_OFFICE_PATH}/`) && !path.startsWith('//') && !path.includes('\\'))
    .optional()
    .catch(undefined),
});
export type SignInSearch = z.infer<typeof signInSearchSchema>;
