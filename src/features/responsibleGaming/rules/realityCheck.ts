import { nextRealityCheckAt } from '@contracts/shared/responsible-gaming';
import type { RgReading } from '../api';

/**
 * The reality check's timer, on the server clock the status carries: the
 * clock is projected from the answer's serverTime at its rate (the fast QA
 * clock runs it 30 times faster), so the client and the server agree on
 * when a check is due and how long the player has played.
 */
export function serverNowAt(reading: RgReading, wallNow: number): number {
  const { serverTime, clockRate } = reading.status.session;
  return Date.parse(serverTime) + Math.max(0, wallNow - reading.receivedAt) * clockRate;
}

/** Wall-clock milliseconds until the next check is due (0: due now); null when the check is off or the clock stands still. */
export function wallMsUntilCheck(reading: RgReading, wallNow: number): number | null {
  const { session, realityCheck } = reading.status;
  const next = nextRealityCheckAt(Date.parse(session.loginAt), session.lastCheckAt ? Date.parse(session.lastCheckAt) : null, realityCheck.intervalMinutes);
  // A clock QA paused brings nothing due until it moves again.
  if (next === null || session.clockRate === 0) return null;
  return Math.max(0, Math.ceil((next - serverNowAt(reading, wallNow)) / session.clockRate));
}

/** Minutes played since login, on the server clock. */
export function minutesPlayed(reading: RgReading, wallNow: number): number {
  return Math.max(0, Math.floor((serverNowAt(reading, wallNow) - Date.parse(reading.status.session.loginAt)) / 60_000));
}
