import { CircleCheck, CloudOff } from 'lucide-react';
import { heldText, REVIEW_QUEUED_TEXT, REVIEW_SUCCESS } from './community-messages.ts';
import type { SubmitOutcome } from './submission-queue.ts';

/** What the banner adds when the review is still on the device: offline, or asked to wait. */
function waitingNote(outcome: SubmitOutcome): string | null {
  if (typeof outcome === 'object') return heldText('review', outcome.held);
  return outcome === 'queued' ? REVIEW_QUEUED_TEXT : null;
}

/** The success banner after a review; when it has not gone yet, it also says where the review is. */
export function ReviewBanner({ outcome }: { outcome: SubmitOutcome }) {
  const note = waitingNote(outcome);
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-forest-800 px-5 py-4 text-cream shadow-lg motion-safe:animate-fade-in">
      <CircleCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold" />
      <div>
        <p className="font-semibold">{REVIEW_SUCCESS.title}</p>
        <p className="mt-0.5 text-cream/85 text-sm">{REVIEW_SUCCESS.description}</p>
        {note ? (
          <p className="mt-2 flex items-start gap-2 text-cream/90 text-sm">
            <CloudOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
