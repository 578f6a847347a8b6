import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MailCheck, RotateCw } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { SENT_EMAIL_CONTENTS_KEPT_DAYS } from '#shared/content/retention';
import { EMAIL_KIND_LABELS, type OutboxEmailDetail } from '#shared/schemas/admin/outbox';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { Detail, Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { LoadingScreen, ScreenError } from '../components/screen-states.tsx';
import { hasCode, isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { countOf, formatDateTime } from '../lib/format.ts';
import { AdminLink, useScreenParams } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { OUTBOX_KEY, outboxEmailQuery, resendEmail } from './outbox-api.ts';

/** Where the email stands: its tries, why the last one failed, and sending a failed one again. */
function Delivery({ email }: { email: OutboxEmailDetail }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: () => resendEmail(email.id),
    onMutate: () => setProblem(null),
    onSuccess: async (answer) => {
      queryClient.setQueryData(outboxEmailQuery(email.id).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: [...OUTBOX_KEY, 'list'] });
      toast({ title: 'Sending it again', description: 'The email is back in the queue and goes within seconds.' });
    },
    onError: async (failure) => {
      if (isSignedOut(failure)) return;
      setProblem(problemMessage(failure));
      // Someone else sent it again first: show it as it now is.
      if (hasCode(failure, 'email_not_failed')) await queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
    },
  });
  return (
    <Panel title="Delivery">
      <dl className="grid gap-3">
        <Detail label="Status">
          <EmailStatusBadge status={email.status} />
        </Detail>
        <Detail label="Tries">{countOf(email.attempts, 'try', 'tries')}</Detail>
        {email.sentAt ? <Detail label="Sent at">{formatDateTime(email.sentAt)}</Detail> : null}
        {email.nextAttemptAt ? <Detail label="Next try">{formatDateTime(email.nextAttemptAt)}</Detail> : null}
        {email.lastError ? (
          <Detail label="Last error">
            <span className="block break-words font-mono text-red-900 text-xs">{email.lastError}</span>
          </Detail>
        ) : null}
      </dl>
      {email.status === 'failed' ? (
        <div className="mt-4 grid gap-2">
          <p className="text-ink/75 text-sm">
            Every try failed. Send it again once the mail server answers: it gets a fresh set of tries.
          </p>
          <div>
            <Button variant="primary" size="compact" disabled={resend.isPending} onClick={() => resend.mutate()}>
              <RotateCw aria-hidden="true" className="h-4 w-4" />
              {resend.isPending ? 'Working…' : 'Send again'}
            </Button>
          </div>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 text-red-800 text-sm">
          {problem}
        </p>
      ) : null}
      {email.received ? (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-forest-50 px-3 py-2.5 text-forest-900 text-sm ring-1 ring-forest-700/15">
          <MailCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            Received by the development mail catcher at {formatDateTime(email.received.at)}
            <span className="block break-all text-forest-900/75 text-xs">
              From {email.received.from} to {email.received.to.join(', ')}
            </span>
          </span>
        </p>
      ) : null}
    </Panel>
  );
}

function Headers({ email }: { email: OutboxEmailDetail }) {
  return (
    <Panel title="Headers">
      <dl className="grid gap-3">
        <Detail label="From">
          <span className="break-all">{email.from}</span>
        </Detail>
        <Detail label="To">
          <span className="break-all">{email.to}</span>
        </Detail>
        <Detail label="Subject">{email.subject}</Detail>
        <Detail label="Written">{formatDateTime(email.createdAt)}</Detail>
        <Detail label="Kind">{EMAIL_KIND_LABELS[email.kind]}</Detail>
        {email.orderId && email.orderNumber ? (
          <Detail label="Order">
            <AdminLink
              to="/admin/orders/$orderId"
              params={{ orderId: email.orderId }}
              className="font-mono font-semibold text-forest-800 tracking-wide hover:underline"
            >
              {email.orderNumber}
            </AdminLink>
          </Detail>
        ) : null}
        <Detail label="Message-ID">
          <span className="break-all font-mono text-xs">{email.messageId}</span>
        </Detail>
      </dl>
    </Panel>
  );
}

/** /admin/outbox/{id}: one email as it is sent, its HTML and its plain text, and whether it went. */
export default function EmailPage(): ReactElement {
  const { emailId } = useScreenParams('/signed-in/admin/outbox/$emailId');
  const query = useQuery(outboxEmailQuery(emailId));
  useScreenTitle(query.data ? `Email: ${query.data.subject}` : 'Email');
  if (query.isError) return <ScreenError error={query.error} />;
  const email = query.data;
  if (!email) return <LoadingScreen />;

  return (
    <>
      <ScreenHeader
        back={
          <AdminLink
            to="/admin/outbox"
            className="mb-2 inline-flex items-center gap-1 rounded-md font-medium text-forest-800 text-sm hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Outbox
          </AdminLink>
        }
        title={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="break-words">{email.subject}</span>
            <EmailStatusBadge status={email.status} />
          </span>
        }
        description={`To ${email.to}, written ${formatDateTime(email.createdAt)}`}
      />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:order-2">
          <Delivery email={email} />
          <Headers email={email} />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-4 lg:order-1">
          {email.contentsClearedAt ? (
            <Panel title="Contents">
              <p className="text-ink/75 text-sm">
                What this email said was deleted on {formatDateTime(email.contentsClearedAt)}: the store keeps a sent
                email's text for {SENT_EMAIL_CONTENTS_KEPT_DAYS} days, as its privacy policy says.
              </p>
            </Panel>
          ) : (
            <EmailContents email={email} />
          )}
        </div>
      </div>
    </>
  );
}

/** The email as its reader sees it: the HTML, shown and never run, and the plain text. */
function EmailContents({ email }: { email: OutboxEmailDetail }) {
  return (
    <>
      <Panel title="HTML" flush>
        {/* No scripts, forms or navigation of the back office: the email is shown, never run. */}
        <iframe
          title="The email as HTML"
          sandbox=""
          srcDoc={email.html}
          className="block h-[28rem] w-full rounded-b-xl bg-white lg:h-[36rem]"
        />
      </Panel>
      <Panel title="Plain text">
        <pre className="whitespace-pre-wrap break-words font-sans text-ink/90 text-sm leading-relaxed">
          {email.text}
        </pre>
      </Panel>
    </>
  );
}
