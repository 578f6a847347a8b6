import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactInput,
  type ContactSubject,
  contactSchema,
} from '#shared/schemas/contact';
import { Button } from '../../components/ui/button.tsx';
import { controlClass, Field } from '../../components/ui/form-field.tsx';
import { focusFirstError, useSchemaForm } from '../../components/ui/form-state.ts';
import { SelectControl } from '../../components/ui/select-control.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import {
  CONTACT_QUEUED_TOAST,
  CONTACT_SEND_MS,
  CONTACT_SENT_TOAST,
  contactHeldToast,
  notSentToast,
} from './community-messages.ts';
import { SubmissionRejectedError } from './submission-queue.ts';
import { sendContactMessage, wait } from './submit.ts';

const EMPTY_MESSAGE: ContactInput = { name: '', email: '', subject: '' as ContactSubject, message: '' };
const FIELD_ORDER = ['name', 'email', 'subject', 'message'] as const;
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject.id, label: subject.label }));

/** A subject chosen outside the form (the consultation card); `at` tells one press from the next. */
export interface SubjectRequest {
  subject: ContactSubject;
  at: number;
}

/**
 * Name, email, subject and message. Sending shows 'Sending...' for at least CONTACT_SEND_MS,
 * then the toast, and the form clears. Offline, the message is kept on the device and sent
 * when the connection returns; the toast says so. A subject requested from outside is chosen
 * and the shopper taken to the message.
 */
export function ContactForm({ requested }: { requested?: SubjectRequest | null }) {
  const formId = useId().replaceAll(':', '');
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const form = useSchemaForm(contactSchema, EMPTY_MESSAGE);
  const { values, errors, setValue } = form;

  useEffect(() => {
    if (!requested) return;
    setValue('subject', requested.subject);
    const message = document.querySelector<HTMLElement>(`[data-form="${formId}"] [data-field="message"] textarea`);
    message?.focus();
    message?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [requested, formId, setValue]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = form.validate();
    if (!checked.ok) {
      const count = Object.keys(checked.errors).length;
      setAnnouncement(`Please correct ${count} ${count === 1 ? 'field' : 'fields'} before sending.`);
      focusFirstError(formId, FIELD_ORDER, checked.errors);
      return;
    }
    setAnnouncement('');
    setSending(true);
    try {
      const [outcome] = await Promise.all([sendContactMessage(checked.data), wait(CONTACT_SEND_MS)]);
      if (typeof outcome === 'object') toast(contactHeldToast(outcome.held));
      else toast(outcome === 'queued' ? CONTACT_QUEUED_TOAST : CONTACT_SENT_TOAST);
      form.reset();
    } catch (error) {
      const reason = error instanceof SubmissionRejectedError ? error.message : 'Something went wrong.';
      toast(notSentToast('message', reason));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      data-form={formId}
      aria-labelledby={`${formId}-heading`}
      aria-busy={sending || undefined}
      onSubmit={(event) => void submit(event)}
      className="grid gap-5"
    >
      <h2 id={`${formId}-heading`} className="font-bold text-2xl text-forest-900">
        Send us a message
      </h2>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field formId={formId} name="name" label="Full name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              value={values.name}
              onChange={(event) => setValue('name', event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        <Field formId={formId} name="email" label="Email" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.email}
              value={values.email}
              onChange={(event) => setValue('email', event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
      </div>
      <Field formId={formId} name="subject" label="Subject" error={errors.subject}>
        {(control) => (
          <SelectControl
            control={control}
            value={values.subject || undefined}
            placeholder="Select a subject"
            options={SUBJECT_OPTIONS}
            onChange={(subject) => setValue('subject', subject as ContactSubject)}
          />
        )}
      </Field>
      <Field
        formId={formId}
        name="message"
        label="Message"
        error={errors.message}
        hint={`${values.message.length} / ${CONTACT_LIMITS.message} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            placeholder="How can we help?"
            value={values.message}
            onChange={(event) => setValue('message', event.target.value)}
            className={`${controlClass} resize-y`}
          />
        )}
      </Field>
      <div>
        <Button variant="primary" type="submit" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
