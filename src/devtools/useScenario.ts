import { useEffect, useState, useSyncExternalStore } from 'react';
import { getScenario, onRequestLogged, onScenarioChange, requestLog, type RequestLogEntry } from '../../mocks';

export function useScenario() {
  return useSyncExternalStore(onScenarioChange, getScenario, getScenario);
}

/** The newest request log entries, live. */
export function useRequestLog(limit = 60): RequestLogEntry[] {
  const [entries, setEntries] = useState<RequestLogEntry[]>(() => requestLog().slice(-limit).reverse());
  useEffect(
    () =>
      onRequestLogged(() => {
        setEntries(requestLog().slice(-limit).reverse());
      }),
    [limit],
  );
  return entries;
}
