import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { type SubmissionKind, type SubmissionRecord, submissionsDb } from '../../db/outbox-db.ts';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser thinks it has a connection, updated on `online` and `offline`. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

const NONE: readonly SubmissionRecord[] = [];

/** This kind's submissions still on the device, from every tab, oldest first. */
export function useStoredSubmissions(kind: SubmissionKind): readonly SubmissionRecord[] {
  return (
    useLiveQuery(() => submissionsDb.submissions.where('kind').equals(kind).sortBy('createdAt'), [kind], NONE) ?? NONE
  );
}

export async function dismissFailedSubmission(id: string): Promise<void> {
  await submissionsDb.submissions.delete(id);
}
