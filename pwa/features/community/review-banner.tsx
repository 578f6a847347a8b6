import { CircleCheck, CloudOff } from 'lucide-react';
import { REVIEW_QUEUED_TEXT, REVIEW_SUCCESS } from './community-messages.ts';

/** The success banner after a review; offline, it also says where the review is. */
export function ReviewBanner({ queued }: { queued: boolean }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-forest-800 px-5 py-4 text-cream shadow-lg motion-safe:animate-fade-in">
      <CircleCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold" />
      <div>
        <p className="font-semibold">{REVIEW_SUCCESS.title}</p>
        <p className="mt-0.5 text-cream/85 text-sm">{REVIEW_SUCCESS.description}</p>
        {queued ? (
          <p className="mt-2 flex items-start gap-2 text-cream/90 text-sm">
            <CloudOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {REVIEW_QUEUED_TEXT}
          </p>
        ) : null}
      </div>
    </div>
  );
}
