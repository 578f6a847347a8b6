import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  type AdminMessageThread,
  CONTACT_REPLY_MAX_LENGTH,
  type ContactReply,
  contactReplyRequestSchema,
} from '#shared/schemas/admin/contact-replies';
import type { EmailStatus } from '#shared/schemas/admin/outbox';
import { Button } from '../../components/ui/button.tsx';
import { compactControlClass, Field } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { Badge, type BadgeTone } from '../components/badge.tsx';
import { Panel } from '../components/screen-parts.tsx';
import { fieldErrorsFrom, isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { formatDateTime } from '../lib/format.ts';
import { useCan } from '../session/staff-context.ts';
import { MESSAGES_KEY, sendReply } from './messages-api.ts';

/** A reply's email as the person who wrote it needs to know it: on its way, sent, or not. */
const DELIVERY: Record<EmailStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Sending…', tone: 'progress' },
  sending: { label: 'Sending…', tone: 'progress' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

function Reply({ reply }: { reply: ContactReply }) {
  const delivery = reply.emailStatus ? DELIVERY[reply.emailStatus] : null;
  return (
    <li className="grid gap-2 rounded-lg bg-forest-50/60 p-3 ring-1 ring-forest-900/5 ring-inset sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-ink/70 text-xs">
          <span className="break-all font-semibold text-ink">{reply.staffEmail}</span>
          {' · '}
          <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
        </p>
        {delivery ? <Badge tone={delivery.tone}>{delivery.label}</Badge> : null}
      </div>
      <p className="whitespace-pre-line break-words text-ink/90 text-sm leading-relaxed">{reply.body}</p>
    </li>
  );
}

/** The reply form: checked with the server's own schema, then sent; the thread then shows it. */
function ReplyForm({ message }: { message: AdminMessageThread }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (reply: { body: string }) => sendReply(message.id, reply),
    onMutate: () => setProblem(null),
    onSuccess: async () => {
      setBody('');
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      toast({ title: 'Reply on its way', description: `To ${message.email}. The thread shows when it is sent.` });
    },
    onError: (failure) => {
      if (isSignedOut(failure)) return;
      const field = fieldErrorsFrom<'body'>(failure).body;
      if (field) setError(field);
      else setProblem(problemMessage(failure));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = contactReplyRequestSchema.safeParse({ body });
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) send.mutate(checked.data);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <Field
        formId={`reply-${message.id}`}
        name="body"
        label="Your reply"
        error={error}
        hint={`Emailed to ${message.email}, signed by the store, their message quoted below. Sending it marks the message handled.`}
      >
        {({ labelId: _labelId, ...control }) => (
          <textarea
            {...control}
            rows={5}
            maxLength={CONTACT_REPLY_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={`${compactControlClass} resize-y`}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" size="compact" disabled={send.isPending}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {send.isPending ? 'Sending…' : 'Send reply'}
        </Button>
        {problem ? (
          <p role="alert" className="text-red-800 text-sm">
            {problem}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The replies staff sent the shopper, oldest first, each with whether its email went; then the form. */
export function MessageThread({ message }: { message: AdminMessageThread }) {
  const mayReply = useCan('replyToMessages');
  return (
    <Panel title="Replies">
      <div className="grid gap-4">
        {message.replies.length === 0 ? (
          <p className="text-ink/70 text-sm">No reply yet.</p>
        ) : (
          <ol className="grid gap-3">
            {message.replies.map((reply) => (
              <Reply key={reply.id} reply={reply} />
            ))}
          </ol>
        )}
        {mayReply ? <ReplyForm message={message} /> : null}
      </div>
    </Panel>
  );
}
