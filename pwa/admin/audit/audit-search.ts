import { z } from 'zod';
import { AUDIT_ACTIONS } from '#shared/schemas/admin/audit';
import { optionalDate, optionalEnum, optionalPage, optionalText } from '../lib/search-params.ts';

export const auditSearchSchema = z.object({
  action: optionalEnum(AUDIT_ACTIONS),
  staff: optionalText(254),
  from: optionalDate,
  to: optionalDate,
  page: optionalPage,
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;
