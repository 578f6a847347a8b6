import { REPLY_WITHIN_HOURS } from '#shared/content/business';
import type { ToastInput } from '../../components/ui/use-toast.ts';

/** The community pages' texts and timings. */

/** How long the review banner stays, and the contact send. */
export const REVIEW_BANNER_MS = 5000;
export const CONTACT_SEND_MS = 2000;

export const REVIEW_SUCCESS = {
  title: 'Review submitted successfully!',
  description: 'Thanks for sharing your experience. Your review will appear once approved.',
} as const;

export const CONTACT_SENT_TOAST = {
  title: 'Message Sent!',
  description: `Thank you for contacting us. We'll get back to you within ${REPLY_WITHIN_HOURS} hours.`,
} as const satisfies ToastInput;

export const REVIEW_QUEUED_TEXT = "You're offline. Your review is saved and will be sent when you're back online.";
export const CONTACT_QUEUED_TEXT = "You're offline. Your message is saved and will be sent when you're back online.";

/**
 * When the store asked to wait (429): its words ("Too many contact messages. Please try again
 * in 10 minutes."), then where the submission is meanwhile.
 */
export function heldText(what: 'review' | 'message', held: string): string {
  return `${held} Your ${what} is saved on this device and we'll send it for you then.`;
}

export function contactHeldToast(held: string): ToastInput {
  return { title: 'Message saved', description: heldText('message', held) };
}

/** The contact toast when the message is queued: the sent text, then where the message is. */
export const CONTACT_QUEUED_TOAST = {
  title: CONTACT_SENT_TOAST.title,
  description: `${CONTACT_SENT_TOAST.description} ${CONTACT_QUEUED_TEXT}`,
} as const satisfies ToastInput;

export function notSentToast(what: 'review' | 'message', reason: string): ToastInput {
  return {
    variant: 'destructive',
    title: what === 'review' ? 'Review not submitted' : 'Message not sent',
    description: `${reason} Please check the form and try again.`,
  };
}
