/**
 * The agent clock as the browser sees it: the server's time when an answer
 * left, projected forward by the wall time since, at the server clock's rate
 * (1 on a real server; the simulated backend's fast clock runs faster).
 * Times are epoch milliseconds.
 */
export interface AgentClockReading {
  serverTime: number;
  clockRate: number;
  /** Wall-clock time (Date.now) the reading arrived. */
  receivedAt: number;
}

export function agentNow(reading: AgentClockReading, wallNow: number): number {
  return reading.serverTime + Math.max(0, wallNow - reading.receivedAt) * reading.clockRate;
}

/** Agent-clock milliseconds left until `settleAt`, never negative. */
export function agentMsUntil(reading: AgentClockReading, settleAt: number, wallNow: number): number {
  return Math.max(0, settleAt - agentNow(reading, wallNow));
}

/**
 * Wall-clock milliseconds until `settleAt` happens on the agent clock: when to look again. Infinity while
 * the clock stands still (QA paused it; moving it again refreshes every answer, src/app/FollowClock).
 */
export function wallMsUntil(reading: AgentClockReading, settleAt: number, wallNow: number): number {
  return reading.clockRate > 0 ? Math.ceil(agentMsUntil(reading, settleAt, wallNow) / reading.clockRate) : Number.POSITIVE_INFINITY;
}

/** mm:ss of a countdown (hh:mm:ss beyond an hour). */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
