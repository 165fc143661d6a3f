import { useEffect, useState } from 'react';

/** The time, renewed every half minute: the window's countdown and "Today" stay true on an open page. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
