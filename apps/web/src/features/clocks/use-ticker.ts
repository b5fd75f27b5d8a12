'use client';

import { useEffect, useState } from 'react';

/**
 * The local time, renewed every `periodMs` while `active` (a running clock, a countdown): only the component
 * that shows the time renders again, not the board around it.
 */
export function useTicker(periodMs: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs, active]);
  return now;
}
