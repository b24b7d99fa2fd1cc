import { soonestPer, type ClockEvent } from '../engine/clock-events';
import { rgSettings } from './collections';

/**
 * The next limit change to take effect (the end of a 24-hour cooling-off) and the next time-out or
 * self-exclusion to end.
 */
export function nextLimitEvents(at: number): ClockEvent[] {
  const events: ClockEvent[] = [];
  for (const settings of rgSettings.all()) {
    const pendings = [...Object.values(settings.limits), settings.sessionLimit].flatMap((limit) => (limit?.pending ? [Date.parse(limit.pending.effectiveAt)] : []));
    for (const effectiveAt of pendings) events.push({ kind: 'limitTakesEffect', at: effectiveAt, detail: settings.account });
    if (settings.timeoutUntil) events.push({ kind: 'timeOutEnds', at: Date.parse(settings.timeoutUntil), detail: settings.account });
    if (settings.exclusion) events.push({ kind: 'exclusionEnds', at: Date.parse(settings.exclusion.until), detail: settings.account });
  }
  return soonestPer(events.filter((event) => event.at > at), (event) => event.kind, (event) => event.at);
}
