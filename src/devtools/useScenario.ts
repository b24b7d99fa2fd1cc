import { useMemo, useSyncExternalStore } from 'react';
import { getScenario, onRequestLogged, onScenarioChange, requestLog, type RequestLogEntry } from '../../mocks';

export function useScenario() {
  return useSyncExternalStore(onScenarioChange, getScenario, getScenario);
}

const followNothing = () => () => undefined;
const NO_ENTRIES: RequestLogEntry[] = [];

/**
 * The newest request log entries, live while `following`. The toolbar is
 * closed on nearly every page load, and following the log then re-rendered
 * it for every request the page made, on the thread that answers them.
 */
export function useRequestLog(following: boolean, limit = 60): RequestLogEntry[] {
  const newest = useSyncExternalStore(following ? onRequestLogged : followNothing, () => (following ? requestLog().at(-1) : undefined));
  // `newest` changes with every request logged; none means an empty log.
  return useMemo(() => (following && newest ? requestLog().slice(-limit).reverse() : NO_ENTRIES), [following, limit, newest]);
}
