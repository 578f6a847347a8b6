import { Lock } from 'lucide-react';
import { formatUsd, toCents } from '#shared/money';
import { Button } from '../../components/ui/button.tsx';

/** 'Complete Payment' plus the total, or 'Processing...' while busy. */
export function PayButton({ total, processing, disabled }: { total: string; processing: boolean; disabled: boolean }) {
  return (
    <Button
      variant="primary"
      type="submit"
      disabled={processing || disabled}
      aria-busy={processing || undefined}
      className="w-full whitespace-nowrap py-3.5 sm:text-lg"
    >
      <Lock aria-hidden="true" className="h-4 w-4" />
      {processing ? 'Processing...' : `Complete Payment ${formatUsd(toCents(total))}`}
    </Button>
  );
}
