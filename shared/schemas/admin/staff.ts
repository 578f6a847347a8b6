import { z } from 'zod';
import { STAFF_ROLES } from '../../back-office/permissions.ts';

/** Staff accounts and signing in to the back office. */

export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Long passphrases are welcome; the cap only keeps hashing a request cheap to refuse. */
export const STAFF_PASSWORD_MAX_LENGTH = 256;

/** An address as stored: trimmed and lower-cased, so one mailbox is one account. */
export const staffEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const staffPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(STAFF_PASSWORD_MIN_LENGTH, `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
  .max(STAFF_PASSWORD_MAX_LENGTH, `Password is at most ${STAFF_PASSWORD_MAX_LENGTH} characters`);

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `Role must be one of: ${STAFF_ROLES.join(', ')}` });

/** POST /api/admin/session. Any password is checked, so a short one is only a wrong one. */
export const signInRequestSchema = z.object({
  email: staffEmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(STAFF_PASSWORD_MAX_LENGTH, `Password is at most ${STAFF_PASSWORD_MAX_LENGTH} characters`),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/session and a successful sign-in: who is signed in. */
export const staffSessionSchema = z.object({ staff: staffMemberSchema });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** POST /api/admin/staff (owner). */
export const createStaffRequestSchema = z.object({
  email: staffEmailSchema,
  password: staffPasswordSchema,
  role: staffRoleSchema,
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

/** PATCH /api/admin/staff/{id} (owner): a new role, disabling or enabling, or a new password. */
export const updateStaffRequestSchema = z
  .object({ role: staffRoleSchema, disabled: z.boolean(), password: staffPasswordSchema })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Send a role, disabled or password to change');
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
