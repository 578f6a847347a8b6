import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { type AdminReview, MODERATION_NOTE_MAX_LENGTH } from '#shared/schemas/admin/moderation';
import { Button } from '../../components/ui/button.tsx';
import { Stars } from '../../components/ui/star-rating.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { CATALOGUE_KEY } from '../catalogue/catalogue-api.ts';
import { dangerOutlineButtonClass } from '../components/action-buttons.ts';
import { Badge } from '../components/badge.tsx';
import { NoteField } from '../components/note-field.tsx';
import { hasCode, isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { formatDateTime } from '../lib/format.ts';
import { decideReview, REVIEWS_KEY } from './reviews-api.ts';

type Decision = 'approved' | 'rejected';
const DONE: Record<Decision, string> = { approved: 'Review approved', rejected: 'Review rejected' };

/** A pending review's decision: approve or reject, with an optional note kept with it. */
function Decide({ review }: { review: AdminReview }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      decideReview(review.id, { decision, ...(note.trim() ? { note: note.trim() } : {}) }),
    onMutate: () => setProblem(null),
    onSuccess: async (_answer, decision) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
      ]);
      toast({
        title: DONE[decision],
        description:
          decision === 'approved' ? `It shows on ${review.product} within seconds.` : 'It will never show on the shop.',
      });
    },
    onError: async (failure) => {
      if (isSignedOut(failure)) return;
      if (hasCode(failure, 'review_already_moderated', 'review_not_found')) {
        await queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
        toast({ title: 'Someone else decided this review meanwhile', variant: 'destructive' });
        return;
      }
      setProblem(problemMessage(failure));
    },
  });
  return (
    <div className="mt-4 grid items-end gap-3 border-forest-900/10 border-t pt-4 sm:grid-cols-[minmax(0,1fr)_auto]">
      <NoteField
        formId={`review-${review.id}`}
        label="Note (optional, staff only)"
        value={note}
        onChange={setNote}
        maxLength={MODERATION_NOTE_MAX_LENGTH}
        singleLine
      />
      <div className="flex gap-2">
        <Button variant="primary" size="compact" disabled={decide.isPending} onClick={() => decide.mutate('approved')}>
          <Check aria-hidden="true" className="-ml-0.5 h-4 w-4" />
          Approve
        </Button>
        <button
          type="button"
          className={dangerOutlineButtonClass}
          disabled={decide.isPending}
          onClick={() => decide.mutate('rejected')}
        >
          <X aria-hidden="true" className="-ml-0.5 h-4 w-4" />
          Reject
        </button>
      </div>
      {problem ? (
        <p role="alert" className="text-red-800 text-sm sm:col-span-2">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One review as the shopper wrote it. Its words are shown as text (React escapes them), never
 * as HTML: a review that contains markup shows the markup.
 */
export function ReviewCard({ review }: { review: AdminReview }) {
  return (
    <article
      aria-labelledby={`review-${review.id}-title`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-forest-900/10 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex items-center gap-2">
          <Stars rating={review.rating} labelled />
          <span className="font-semibold text-sm">{review.rating} of 5</span>
        </div>
        <p className="text-ink/70 text-xs">
          <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
        </p>
      </header>
      <h2 id={`review-${review.id}-title`} className="mt-2 font-semibold text-forest-900">
        {review.title}
      </h2>
      <p className="mt-1 text-ink/70 text-xs">
        {review.name} on <span className="font-medium text-ink">{review.product}</span>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-ink/90 text-sm">{review.review}</p>
      {review.status === 'pending' ? (
        <Decide review={review} />
      ) : (
        <footer className="mt-4 grid gap-2 border-forest-900/10 border-t pt-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 text-ink/75 text-xs">
            <Badge tone={review.status === 'approved' ? 'success' : 'neutral'}>
              {review.status === 'approved' ? 'Approved' : 'Rejected'}
            </Badge>
            {review.moderatedBy ? `by ${review.moderatedBy}` : null}
            {review.moderatedAt ? ` on ${formatDateTime(review.moderatedAt)}` : null}
          </p>
          {review.note ? <p className="rounded-lg bg-cream px-3 py-2 text-ink/85">{review.note}</p> : null}
        </footer>
      )}
    </article>
  );
}
