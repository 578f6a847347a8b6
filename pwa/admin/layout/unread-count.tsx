import { useQuery } from '@tanstack/react-query';
import { messagesQuery } from '../messages/messages-api.ts';

/** New messages show up in the menu's count without a reload. */
const UNREAD_REFRESH_MS = 60_000;

export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ ...messagesQuery('open'), enabled, refetchInterval: UNREAD_REFRESH_MS });
  return data?.unread ?? 0;
}

export function UnreadCount({ count, tone }: { count: number; tone: 'dark' | 'light' }) {
  if (count === 0) return null;
  const colours = tone === 'dark' ? 'bg-gold text-forest-900' : 'bg-forest-800 text-white';
  return (
    <span className={`ml-auto min-w-5 rounded-full px-1.5 text-center font-bold text-xs leading-5 ${colours}`}>
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
