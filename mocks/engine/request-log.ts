/** A bounded log of what the simulated backend answered, for the QA toolbar and tests. */
export interface RequestLogEntry {
  key: string;
  method: string;
  path: string;
  status: number;
  code: string;
  ms: number;
  at: number;
  /** Request or response validation problems, if any. */
  problems: string[];
  /** A loaded recording answered, not the seeded world. */
  recorded?: boolean;
  /** Chaos mode made this answer fail (mocks/engine/chaos.ts): how. */
  chaos?: string;
}

const LIMIT = 200;
const entries: RequestLogEntry[] = [];
const listeners = new Set<(entry: RequestLogEntry) => void>();

export function logRequest(entry: RequestLogEntry): void {
  entries.push(entry);
  if (entries.length > LIMIT) entries.shift();
  listeners.forEach((listener) => listener(entry));
}

export function requestLog(): readonly RequestLogEntry[] {
  return entries;
}

export function clearRequestLog(): void {
  entries.length = 0;
}

export function onRequestLogged(listener: (entry: RequestLogEntry) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
