import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`, and false as soon as it
 * is not: a state shown only when it lasts (a list that answers within a
 * frame or two never looks busy).
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => setLasted(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setLasted(false);
    };
  }, [active, delayMs]);
  return active && lasted;
}
