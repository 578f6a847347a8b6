import { Badge } from '../components/badge.tsx';

/** Whether the store delivers there, at a glance. */
export function OfferedBadge({ offered }: { offered: boolean }) {
  return offered ? <Badge tone="success">Offered</Badge> : <Badge tone="neutral">Not offered</Badge>;
}
