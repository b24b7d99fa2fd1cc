import { useEffect, useState } from 'react';
import { clockNow, onClockMove } from './clock';

/**
 * Now on the app's clock (src/lib/clock.ts), ticking every `everyMs` of wall time, and at once when QA
 * moves the clock. One timer per component: every countdown and live clock of the app reads time here.
 */
export function useClockNow(everyMs = 1000): number {
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    const tick = () => setNow(clockNow());
    const timer = window.setInterval(tick, everyMs);
    const stopFollowing = onClockMove(tick);
    return () => {
      window.clearInterval(timer);
      stopFollowing();
    };
  }, [everyMs]);
  return now;
}
