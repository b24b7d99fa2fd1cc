import { soonestPer, type ClockEvent } from '../engine/clock-events';
import { sessions } from '../member/collections';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';

/** When the next session would expire if nothing more is asked with it (30 minutes idle, or 12 hours after login). */
export function nextSessionExpiry(at: number): ClockEvent[] {
  const ends = sessions.all().map((session) => ({
    account: session.account,
    endsAt: Math.min(Date.parse(session.lastSeenAt ?? session.createdAt) + SESSION_IDLE_MS, Date.parse(session.createdAt) + SESSION_ABSOLUTE_MS) + 1,
  }));
  return soonestPer(ends.filter((row) => row.endsAt > at), () => 'session', (row) => row.endsAt).map((row) => ({
    kind: 'sessionExpires',
    at: row.endsAt,
    detail: row.account,
  }));
}
