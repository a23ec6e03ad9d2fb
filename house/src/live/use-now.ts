import { useEffect, useState } from 'react';

/** The local time, refreshed every `everyMs` while `isActive` (for countdowns and the climb). */
export function useNow(everyMs: number, isActive: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!isActive) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, isActive]);
  return now;
}
