import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { compactControlClass } from '../../components/ui/form-field.tsx';

/**
 * A native select in the compact control's look, its own arrow drawn like the shop's, so it is
 * as tall as the inputs beside it. Native, so a phone opens its own picker.
 */
export function SelectBox({ className = '', ...props }: ComponentProps<'select'>) {
  return (
    <div className={`relative ${className}`}>
      <select {...props} className={`${compactControlClass} appearance-none pr-9`} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-ink/70"
      />
    </div>
  );
}
