import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onClockMove } from '../lib/clock';

/**
 * Start, demo and tests only (App renders it behind CLOCK_CAN_MOVE): when QA pauses, speeds up or jumps
 * the simulated clock, every answer is read again, so what settled, drew, expired or took effect meanwhile
 * shows at once, and the answers that carry the server's time and pace carry the new ones.
 */
export function FollowClock() {
  const queryClient = useQueryClient();
  useEffect(() => onClockMove(() => void queryClient.invalidateQueries()), [queryClient]);
  return null;
}
