import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { HumanCheckResult } from './humanCheck';
import { SlideVerify } from './SlideVerify';

/**
 * `request()` shows the slide check and resolves with its result, or null
 * when the player closes it. Render `element` somewhere in the tree.
 */
export function useHumanCheck(): { request: () => Promise<HumanCheckResult | null>; element: ReactNode } {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((result: HumanCheckResult | null) => void) | null>(null);
  const settle = useCallback((result: HumanCheckResult | null) => {
    resolver.current?.(result);
    resolver.current = null;
    setOpen(false);
  }, []);
  const request = useCallback(
    () =>
      new Promise<HumanCheckResult | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const element = open ? <SlideVerify onDone={(result) => settle(result)} onCancel={() => settle(null)} /> : null;
  return { request, element };
}
