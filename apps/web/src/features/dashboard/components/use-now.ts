import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`, so relative times ('5 minutes ago') keep true while
 * the dashboard stays open. Read once per render; the clock is not frozen at the first one.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
