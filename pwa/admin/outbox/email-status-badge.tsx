import { EMAIL_STATUS_LABELS, type EmailStatus } from '#shared/schemas/admin/outbox';
import { Badge, type BadgeTone } from '../components/badge.tsx';

const TONES: Record<EmailStatus, BadgeTone> = {
  queued: 'warning',
  sending: 'progress',
  sent: 'success',
  failed: 'danger',
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <Badge tone={TONES[status]}>{EMAIL_STATUS_LABELS[status]}</Badge>;
}
