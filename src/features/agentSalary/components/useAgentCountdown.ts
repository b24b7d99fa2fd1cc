import { useEffect, useState } from 'react';
import { agentMsUntil, agentNow, type AgentClockReading } from '../rules/agentClock';

/**
 * The agent clock projected from the last answer, ticking: about once a
 * second of wall time, faster under a fast simulated clock so the countdown
 * moves in small steps.
 */
export function useAgentCountdown(reading: AgentClockReading | null, settleAt: number | null) {
  const [wallNow, setWallNow] = useState(() => Date.now());
  const rate = reading?.clockRate ?? 1;
  useEffect(() => {
    const every = Math.max(100, Math.min(1000, Math.round(1000 / rate)));
    const timer = setInterval(() => setWallNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [rate]);
  if (!reading || settleAt === null) return null;
  const now = Math.max(wallNow, reading.receivedAt);
  return { now: agentNow(reading, now), msLeft: agentMsUntil(reading, settleAt, now) };
}
