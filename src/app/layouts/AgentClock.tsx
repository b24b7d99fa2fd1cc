import { useClockNow } from '../../lib/useClockNow';
import { formatDateTime, gmtOffset } from '../../lib/format';
import styles from './AgentLayout.module.css';

/** SPEC §9: the agent clock updates every second, with the GMT offset. */
export const AGENT_CLOCK_TICK_MS = 1000;

/** SPEC §2 agent header: the time zone and a clock ticking every second with its GMT offset. */
export function AgentClock({ label, zoneLabel }: { label: string; zoneLabel: string }) {
  const now = new Date(useClockNow(AGENT_CLOCK_TICK_MS));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <span className={styles.clock}>
      <span className={styles.zone} title={zoneLabel}>
        <span className={styles.visuallyHidden}>{zoneLabel}: </span>
        {zone}
      </span>
      {/* role=timer: a live clock that screen readers do not announce every second. */}
      <span role="timer" aria-label={label} data-testid="agent-clock" className={styles.time}>
        <time dateTime={now.toISOString()}>{formatDateTime(now)}</time> <span className={styles.offset}>{gmtOffset(now)}</span>
      </span>
    </span>
  );
}
