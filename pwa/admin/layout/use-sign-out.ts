import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BACK_OFFICE_PATH } from '#shared/routes';
import { toast } from '../../components/ui/use-toast.ts';
import { problemMessage } from '../lib/api-problems.ts';
import { useAdminNavigate } from '../lib/navigation.ts';
import { sessionQuery, signOut } from '../session/session-api.ts';

/**
 * Ends the session on the server, then forgets everything this device loaded (the next person
 * to sign in here sees only what their role allows) and returns to sign-in.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useAdminNavigate();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await signOut();
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
      await navigate({ to: BACK_OFFICE_PATH, search: {} });
    } catch (error) {
      toast({ title: 'Could not sign out', description: problemMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return { signOut: () => void run(), busy };
}
