import * as RadioGroup from '@radix-ui/react-radio-group';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { MAX_RATING, MIN_RATING } from '#shared/schemas/review';
import type { ControlProps } from '../../components/ui/form-field.tsx';

const STEPS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MIN_RATING + index);

const WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

/** Choosing 1 to 5 stars: a radio group, so arrow keys move between stars and each is named. */
export function StarRatingInput({
  control,
  labelId,
  value,
  onChange,
}: {
  control: ControlProps;
  labelId: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <div className="flex items-center gap-3">
      <RadioGroup.Root
        id={control.id}
        aria-labelledby={labelId}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        aria-required
        orientation="horizontal"
        value={String(value)}
        onValueChange={(next) => onChange(Number(next))}
        onMouseLeave={() => setHovered(null)}
        className="-ml-1 flex"
      >
        {STEPS.map((step) => (
          <RadioGroup.Item
            key={step}
            value={String(step)}
            aria-label={`${step} ${step === 1 ? 'star' : 'stars'}`}
            onMouseEnter={() => setHovered(step)}
            className="rounded-lg p-1 transition hover:scale-110 motion-reduce:hover:scale-100"
          >
            <Star
              aria-hidden="true"
              className={`h-8 w-8 transition-colors ${step <= shown ? 'fill-gold text-gold' : 'text-ink/25'}`}
            />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <span aria-hidden="true" className="font-medium text-ink/70 text-sm">
        {WORDS[shown]}
      </span>
    </div>
  );
}
