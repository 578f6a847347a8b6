import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactElement, useEffect, useState } from 'react';
import { type AdminMessage, MODERATION_NOTE_MAX_LENGTH } from '#shared/schemas/admin/moderation';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { Badge } from '../components/badge.tsx';
import { NoteField } from '../components/note-field.tsx';
import { Detail, Panel, ScreenHeader } from '../components/screen-parts.tsx';
import { LoadingScreen, ScreenError } from '../components/screen-states.tsx';
import { fieldErrorsFrom, isSignedOut, problemMessage } from '../lib/api-problems.ts';
import { formatDateTime } from '../lib/format.ts';
import { AdminLink, useScreenParams } from '../lib/navigation.ts';
import { useScreenTitle } from '../lib/use-title.ts';
import { MessageThread } from './message-thread.tsx';
import { MESSAGES_KEY, messageQuery, updateMessage } from './messages-api.ts';

/** Marking handled (or open again) and the internal note, each saved on its own. */
function Handling({ message }: { message: AdminMessage }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState(message.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useMutation({
    mutationFn: (change: { handled?: boolean; note?: string }) => updateMessage(message.id, change),
    onMutate: () => setProblem(null),
    onSuccess: async (_answer, change) => {
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      toast({
        title: change.handled === undefined ? 'Note saved' : change.handled ? 'Marked handled' : 'Marked open again',
      });
    },
    onError: (failure) => {
      if (!isSignedOut(failure)) setProblem(fieldErrorsFrom<'note'>(failure).note ?? problemMessage(failure));
    },
  });
  const saveNote = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ note: note.trim() });
  };
  return (
    <Panel title="Handling">
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {message.handledAt ? (
            <>
              <Badge tone="success">Handled</Badge>
              <span className="text-ink/70 text-xs">
                {message.handledBy ? `by ${message.handledBy} ` : ''}on {formatDateTime(message.handledAt)}
              </span>
              <Button
                variant="secondary"
                size="compact"
                disabled={update.isPending}
                onClick={() => update.mutate({ handled: false })}
              >
                Reopen
              </Button>
            </>
          ) : (
            <Button
              variant="primary"
              size="compact"
              disabled={update.isPending}
              onClick={() => update.mutate({ handled: true })}
            >
              Mark handled
            </Button>
          )}
        </div>
        <form onSubmit={saveNote} className="grid gap-2">
          <NoteField
            formId={`message-${message.id}`}
            label="Internal note"
            value={note}
            onChange={setNote}
            maxLength={MODERATION_NOTE_MAX_LENGTH}
            hint="Only staff see it."
          />
          <div>
            <Button type="submit" variant="secondary" size="compact" disabled={update.isPending}>
              Save note
            </Button>
          </div>
        </form>
        {problem ? (
          <p role="alert" className="text-red-800 text-sm">
            {problem}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}

/** /admin/messages/{id}: one message, its replies and the reply form; opening it marks it read. */
export default function MessagePage(): ReactElement {
  const { messageId } = useScreenParams('/signed-in/admin/messages/$messageId');
  const queryClient = useQueryClient();
  const query = useQuery(messageQuery(messageId));
  useScreenTitle(query.data ? `Message from ${query.data.name}` : 'Message');
  const read = query.data?.readAt ?? null;
  // Reading it marked it read on the server: the inbox and its count follow.
  useEffect(() => {
    if (read) void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'list'] });
  }, [read, queryClient]);
  if (query.isError) return <ScreenError error={query.error} />;
  const message = query.data;
  if (!message) return <LoadingScreen />;

  return (
    <div className="mx-auto max-w-4xl">
      <ScreenHeader
        back={
          <AdminLink
            to="/admin/messages"
            className="mb-2 inline-flex items-center gap-1 rounded-md font-medium text-forest-800 text-sm hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Inbox
          </AdminLink>
        }
        title={message.subjectLabel}
        description={`From ${message.name}, ${formatDateTime(message.createdAt)}`}
      />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-4">
          <Panel title="Message">
            <dl className="mb-4 grid gap-3 sm:grid-cols-2">
              <Detail label="From">{message.name}</Detail>
              <Detail label="Email">
                <a href={`mailto:${message.email}`} className="break-all text-forest-800 hover:underline">
                  {message.email}
                </a>
              </Detail>
            </dl>
            <p className="whitespace-pre-line break-words text-ink/90 text-sm leading-relaxed">{message.message}</p>
          </Panel>
          <MessageThread message={message} />
        </div>
        <Handling key={`${message.handledAt}-${message.note}`} message={message} />
      </div>
    </div>
  );
}
