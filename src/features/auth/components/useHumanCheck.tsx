import { useCallback, useRef, useState, type ReactNode } from 'react';
import { answerHumanCheck, issueHumanCheck } from '../api';
import type { HumanCheckResult, SlideMeasures } from '../rules/humanCheck';
import { SlideVerify } from './SlideVerify';

/**
 * `request()` asks the server for a single-use challenge, shows the slide
 * check, sends what it measured to the provider and resolves with the
 * provider's signed answer, or null when the player closes it; it rejects with
 * the call's error when no challenge could be had. A slide the provider turns
 * down spends its challenge: a fresh one comes, and the slider shows again.
 * Render `element` somewhere in the tree.
 */
export function useHumanCheck(): { request: () => Promise<HumanCheckResult | null>; element: ReactNode } {
  const [shown, setShown] = useState<{ nonce: string; retried: boolean } | null>(null);
  const resolver = useRef<((result: HumanCheckResult | null) => void) | null>(null);
  const settle = useCallback((result: HumanCheckResult | null) => {
    resolver.current?.(result);
    resolver.current = null;
    setShown(null);
  }, []);
  const request = useCallback(async () => {
    resolver.current?.(null);
    resolver.current = null;
    const nonce = await issueHumanCheck();
    return new Promise<HumanCheckResult | null>((resolve) => {
      resolver.current = resolve;
      setShown({ nonce, retried: false });
    });
  }, []);
  const answer = useCallback(
    async (nonce: string, measures: SlideMeasures) => {
      try {
        settle(await answerHumanCheck(nonce, measures));
      } catch {
        try {
          setShown({ nonce: await issueHumanCheck(), retried: true });
        } catch {
          settle(null);
        }
      }
    },
    [settle],
  );
  const element = shown ? (
    <SlideVerify key={shown.nonce} retried={shown.retried} onDone={(measures) => void answer(shown.nonce, measures)} onCancel={() => settle(null)} />
  ) : null;
  return { request, element };
}
