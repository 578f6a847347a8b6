import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs`, so rules that depend on the clock (Same-Day's cut-off) follow it. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
