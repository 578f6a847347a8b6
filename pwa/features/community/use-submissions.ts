import { useLiveQuery } from 'dexie-react-hooks';
import { type SubmissionKind, type SubmissionRecord, submissionsDb } from '../../db/outbox-db.ts';

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
