import * as Dialog from '@radix-ui/react-dialog';
import { PenLine, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  DEFAULT_RATING,
  REVIEW_LIMITS,
  REVIEW_PRODUCTS,
  type ReviewInput,
  type ReviewProduct,
  reviewSchema,
} from '#shared/schemas/review';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { controlClass, Field } from '../../components/ui/form-field.tsx';
import { focusFirstError, useSchemaForm } from '../../components/ui/form-state.ts';
import { SelectControl } from '../../components/ui/select-control.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { notSentToast } from './community-messages.ts';
import { StarRatingInput } from './star-rating-input.tsx';
import { SubmissionRejectedError, type SubmitOutcome } from './submission-queue.ts';
import { sendReview } from './submit.ts';

const EMPTY_REVIEW: ReviewInput = {
  name: '',
  rating: DEFAULT_RATING,
  product: '' as ReviewProduct,
  title: '',
  review: '',
};
const FIELD_ORDER = ['name', 'rating', 'product', 'title', 'review'] as const;
const PRODUCT_OPTIONS = REVIEW_PRODUCTS.map((product) => ({ value: product, label: product }));

/**
 * 'Write a Review' opens a modal with name, rating (default 5), product,
 * title and review. A valid review is sent (or kept to send when back online); then the form
 * clears, the modal closes and the page shows its success banner.
 */
export function ReviewModal({ onSubmitted }: { onSubmitted: (outcome: SubmitOutcome) => void }) {
  const formId = useId().replaceAll(':', '');
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const form = useSchemaForm(reviewSchema, EMPTY_REVIEW);
  const { values, errors, setValue } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = form.validate();
    if (!checked.ok) {
      const count = Object.keys(checked.errors).length;
      setAnnouncement(`Please correct ${count} ${count === 1 ? 'field' : 'fields'} before submitting.`);
      focusFirstError(formId, FIELD_ORDER, checked.errors);
      return;
    }
    setAnnouncement('');
    setSubmitting(true);
    try {
      const outcome = await sendReview(checked.data);
      form.reset();
      setOpen(false);
      onSubmitted(outcome);
    } catch (error) {
      const reason = error instanceof SubmissionRejectedError ? error.message : 'Something went wrong.';
      toast(notSentToast('review', reason));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (submitting) return;
        setOpen(next);
        if (!next) form.setErrors({});
      }}
    >
      <Dialog.Trigger className={buttonClass('primary')}>
        <PenLine aria-hidden="true" className="h-4 w-4" />
        Write a Review
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-forest-900/60 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-cream shadow-2xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <div className="flex items-start justify-between gap-4 border-forest-900/10 border-b px-5 pt-5 pb-4 sm:px-7 sm:pt-6">
            <div>
              <Dialog.Title className="font-bold text-2xl text-forest-900">Write a Review</Dialog.Title>
              <Dialog.Description className="mt-1 text-ink/70 text-sm">
                Tell other shoppers how it went. Reviews are checked by our team before they appear.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              disabled={submitting}
              className="-mt-1 -mr-2 rounded-full p-2 text-ink/60 transition hover:bg-forest-100 hover:text-ink"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <form
            noValidate
            data-form={formId}
            aria-label="Write a Review"
            onSubmit={(event) => void submit(event)}
            className="flex min-h-0 flex-1 flex-col"
          >
            <div className="grid gap-5 overflow-y-auto px-5 py-5 sm:px-7">
              <p role="status" className="sr-only">
                {announcement}
              </p>
              <Field formId={formId} name="name" label="Your name" error={errors.name}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    autoComplete="name"
                    maxLength={REVIEW_LIMITS.name}
                    value={values.name}
                    onChange={(event) => setValue('name', event.target.value)}
                    className={controlClass}
                  />
                )}
              </Field>
              <Field formId={formId} name="rating" label="Rating" error={errors.rating} group>
                {({ labelId, ...control }) => (
                  <StarRatingInput
                    control={control}
                    labelId={labelId}
                    value={values.rating ?? DEFAULT_RATING}
                    onChange={(rating) => setValue('rating', rating)}
                  />
                )}
              </Field>
              <Field formId={formId} name="product" label="Product" error={errors.product}>
                {(control) => (
                  <SelectControl
                    control={control}
                    value={values.product || undefined}
                    placeholder="Select a product"
                    options={PRODUCT_OPTIONS}
                    onChange={(product) => setValue('product', product as ReviewProduct)}
                  />
                )}
              </Field>
              <Field formId={formId} name="title" label="Review title" error={errors.title}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    maxLength={REVIEW_LIMITS.title}
                    placeholder="Sum it up in a few words"
                    value={values.title}
                    onChange={(event) => setValue('title', event.target.value)}
                    className={controlClass}
                  />
                )}
              </Field>
              <Field
                formId={formId}
                name="review"
                label="Your review"
                error={errors.review}
                hint={`${values.review.length} / ${REVIEW_LIMITS.review} characters`}
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={4}
                    maxLength={REVIEW_LIMITS.review}
                    placeholder="What did you like? How did it make you feel?"
                    value={values.review}
                    onChange={(event) => setValue('review', event.target.value)}
                    className={`${controlClass} resize-y`}
                  />
                )}
              </Field>
            </div>
            <div className="flex gap-3 border-forest-900/10 border-t px-5 py-4 sm:justify-end sm:px-7">
              <Dialog.Close
                type="button"
                disabled={submitting}
                className={buttonClass('secondary', 'flex-1 sm:flex-none')}
              >
                Cancel
              </Dialog.Close>
              <Button
                variant="primary"
                type="submit"
                disabled={submitting}
                className="flex-[2] whitespace-nowrap sm:flex-none"
              >
                {submitting ? 'Submitting...' : 'Submit Review'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
