import { Lock } from 'lucide-react';
import { formatUsd, toCents } from '#shared/money';
import { primaryButtonClass } from '../community/form-fields.tsx';

/** Spec 1 §2: 'Complete Payment' plus the total, or 'Processing...' while busy. */
export function PayButton({ total, processing, disabled }: { total: string; processing: boolean; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={processing || disabled}
      aria-busy={processing || undefined}
      className={`${primaryButtonClass} w-full whitespace-nowrap py-3.5 sm:text-lg`}
    >
      <Lock aria-hidden="true" className="h-4 w-4" />
      {processing ? 'Processing...' : `Complete Payment ${formatUsd(toCents(total))}`}
    </button>
  );
}
