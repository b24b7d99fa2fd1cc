export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The end has passed. */
  over: boolean;
}

/** Time left until `end` (ISO), split for display; never negative. */
export function countdownTo(end: string, now: number): Countdown {
  const left = Math.max(0, Date.parse(end) - now);
  const total = Math.floor(left / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: left === 0,
  };
}
