import { Lock } from 'lucide-react';
import { formatUsd, toCents } from '#shared/money';
import { Button } from '../../components/ui/button.tsx';

/** 'Complete Payment' (or another action, as placing an order paid at the door) plus the total, or 'Processing...' while busy. */
export function PayButton({
  total,
  processing,
  disabled,
  action = 'Complete Payment',
}: {
  total: string;
  processing: boolean;
  disabled: boolean;
  action?: string;
}) {
  return (
    <Button
      variant="primary"
      type="submit"
      disabled={processing || disabled}
      aria-busy={processing || undefined}
      className="w-full whitespace-nowrap py-3.5 sm:text-lg"
    >
      <Lock aria-hidden="true" className="h-4 w-4" />
      {processing ? 'Processing...' : `${action} ${formatUsd(toCents(total))}`}
    </Button>
  );
}
