import { useCallback, useRef, useState, type ReactNode } from 'react';
import { issueHumanCheck } from '../api';
import type { HumanCheckResult } from './humanCheck';
import { SlideVerify } from './SlideVerify';

/**
 * `request()` asks the server for a single-use challenge, shows the slide
 * check and resolves with its signed result, or null when the player closes
 * it; it rejects with the call's error when no challenge could be had. Render
 * `element` somewhere in the tree.
 */
export function useHumanCheck(): { request: () => Promise<HumanCheckResult | null>; element: ReactNode } {
  const [nonce, setNonce] = useState<string | null>(null);
  const resolver = useRef<((result: HumanCheckResult | null) => void) | null>(null);
  const settle = useCallback((result: HumanCheckResult | null) => {
    resolver.current?.(result);
    resolver.current = null;
    setNonce(null);
  }, []);
  const request = useCallback(async () => {
    resolver.current?.(null);
    resolver.current = null;
    const randstr = await issueHumanCheck();
    return new Promise<HumanCheckResult | null>((resolve) => {
      resolver.current = resolve;
      setNonce(randstr);
    });
  }, []);
  const element = nonce ? <SlideVerify key={nonce} nonce={nonce} onDone={(result) => settle(result)} onCancel={() => settle(null)} /> : null;
  return { request, element };
}
