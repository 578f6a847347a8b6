import { CircleAlert, CircleCheck, CloudOff, CloudUpload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SubmissionKind } from '../../db/outbox-db.ts';
import { useOnline } from '../../lib/use-online.ts';
import { dismissFailedSubmission, useStoredSubmissions } from './use-submissions.ts';

const NOUNS = { review: ['review', 'reviews'], contact: ['message', 'messages'] } as const;

function counted(kind: SubmissionKind, count: number): string {
  return `${count} ${NOUNS[kind][count === 1 ? 0 : 1]}`;
}

/**
 * What the device still holds of this kind: how many are waiting (and why), the ones the store
 * refused, and a note once the waiting ones have gone. `data-pending-count` carries the number
 * waiting, for developers and tests.
 */
export function SubmissionStatus({ kind }: { kind: SubmissionKind }) {
  const online = useOnline();
  const stored = useStoredSubmissions(kind);
  const waiting = stored.filter((row) => row.status === 'waiting').length;
  const failed = stored.filter((row) => row.status === 'failed');
  const previous = useRef(waiting);
  const [sent, setSent] = useState(0);

  useEffect(() => {
    const delivered = previous.current - waiting;
    if (delivered > 0) setSent((count) => count + delivered);
    if (waiting > previous.current) setSent(0);
    previous.current = waiting;
  }, [waiting]);

  const [one, many] = NOUNS[kind];
  let note: { icon: typeof CloudOff; text: string; tone: string } | null = null;
  if (waiting > 0) {
    note = online
      ? {
          icon: CloudUpload,
          text: `${counted(kind, waiting)} waiting to be sent. We'll keep trying.`,
          tone: 'bg-amber-50 text-amber-950 ring-amber-500/30',
        }
      : {
          icon: CloudOff,
          text: `You're offline. ${counted(kind, waiting)} saved on this device, to be sent when you're back online.`,
          tone: 'bg-slate-100 text-slate-900 ring-slate-400/40',
        };
  } else if (sent > 0) {
    note = {
      icon: CircleCheck,
      text: sent === 1 ? `Your saved ${one} has been sent.` : `Your ${sent} saved ${many} have been sent.`,
      tone: 'bg-forest-50 text-forest-900 ring-forest-600/25',
    };
  }

  return (
    <div data-pending-count={waiting} className="grid gap-2 empty:hidden">
      <div role="status">
        {note ? (
          <p className={`flex items-start gap-2.5 rounded-2xl px-4 py-3 text-sm ring-1 ${note.tone}`}>
            <note.icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{note.text}</span>
          </p>
        ) : null}
      </div>
      {failed.map((row) => (
        <div
          key={row.id}
          role="alert"
          className="flex items-start gap-2.5 rounded-2xl bg-red-50 px-4 py-3 text-red-900 text-sm ring-1 ring-red-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
          <span className="flex-1">
            A saved {one} could not be sent: {row.lastError}
          </span>
          <button
            type="button"
            onClick={() => void dismissFailedSubmission(row.id)}
            className="-my-1 rounded-full px-3 py-1 font-semibold transition hover:bg-red-100"
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
