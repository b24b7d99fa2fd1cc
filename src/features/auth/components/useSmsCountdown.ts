import { useCallback, useEffect, useState } from 'react';
import { clockNow, onClockMove } from '@/lib/clock';
import { IDLE_COUNTDOWN, canSend, rateLimited, secondsLeft, started, type SmsCountdownState } from '../rules/smsCountdown';

/** SPEC §4 "SMS send button": the countdown of ../rules/smsCountdown.ts, ticking once a second and following the clock. */
export function useSmsCountdown(now: () => number = clockNow) {
  const [state, setState] = useState<SmsCountdownState>(IDLE_COUNTDOWN);
  const [at, setAt] = useState(now);
  const remaining = secondsLeft(state, at);
  useEffect(() => {
    if (remaining === 0) return undefined;
    const tick = () => setAt(now());
    const timer = setInterval(tick, 1000);
    const stopFollowing = onClockMove(tick);
    return () => {
      clearInterval(timer);
      stopFollowing();
    };
  }, [remaining, now]);
  const start = useCallback(
    (expiredMinutes: number | undefined, roundTripMs: number) => {
      const received = now();
      setAt(received);
      setState((current) => started(current, received, expiredMinutes, roundTripMs));
    },
    [now],
  );
  const lock = useCallback(
    (retryAfterSeconds?: number) => {
      const received = now();
      setAt(received);
      setState((current) => rateLimited(current, received, retryAfterSeconds));
    },
    [now],
  );
  return {
    remaining,
    locked: state.lockedUntil > at,
    canSend: (mobileValid: boolean) => canSend(state, now(), mobileValid),
    start,
    lock,
  };
}
