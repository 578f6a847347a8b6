import type { AuditEntry } from '#shared/schemas/admin/audit';
import { AdminLink } from '../lib/navigation.ts';

const SUBJECT_LABELS: Record<string, string> = {
  order: 'Order',
  contact_message: 'Message',
  product: 'Product',
  stock: 'Stock',
  review: 'Review',
  staff: 'Staff member',
  setting: 'Setting',
  state_rule: 'State rule',
  email: 'Email',
};

const linkClass = 'break-all font-mono text-forest-800 text-xs hover:underline';

/** What an entry was about, linked to its screen where it has one. */
export function AuditSubject({ entry }: { entry: AuditEntry }) {
  const { subjectType: type, subjectId: id } = entry;
  if (!type) return null;
  const label = SUBJECT_LABELS[type] ?? type;
  let target = <span className="break-all font-mono text-ink/70 text-xs">{id}</span>;
  if (id && type === 'order') {
    target = (
      <AdminLink to="/admin/orders/$orderId" params={{ orderId: id }} className={linkClass}>
        {id}
      </AdminLink>
    );
  } else if (id && type === 'contact_message') {
    target = (
      <AdminLink to="/admin/messages/$messageId" params={{ messageId: id }} className={linkClass}>
        {id}
      </AdminLink>
    );
  } else if (id && type === 'product') {
    target = (
      <AdminLink to="/admin/catalogue/$productId" params={{ productId: id }} className={linkClass}>
        {id}
      </AdminLink>
    );
  } else if (id && type === 'email') {
    target = (
      <AdminLink to="/admin/outbox/$emailId" params={{ emailId: id }} className={linkClass}>
        {id}
      </AdminLink>
    );
  } else if (id && type === 'state_rule') {
    target = (
      <AdminLink to="/admin/state-rules/$code" params={{ code: id }} className={linkClass}>
        {id}
      </AdminLink>
    );
  }
  return (
    <span className="text-ink/70 text-xs">
      {label} {id ? target : null}
    </span>
  );
}
