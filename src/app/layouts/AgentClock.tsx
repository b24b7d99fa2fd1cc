import { useEffect, useState } from 'react';
import { formatDateTime, gmtOffset } from '../../lib/format';

/** SPEC §9: the agent clock updates every second, with the GMT offset. */
export const AGENT_CLOCK_TICK_MS = 1000;

export function AgentClock({ label }: { label: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), AGENT_CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <span aria-label={label} data-testid="agent-clock">
      <span>{zone}</span> · <time dateTime={now.toISOString()}>{formatDateTime(now)}</time> <span>({gmtOffset(now)})</span>
    </span>
  );
}
