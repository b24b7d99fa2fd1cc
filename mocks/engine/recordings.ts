/**
 * Recorded answers of a real backend (`npm run record`), loaded as a scenario: a recorded answer wins
 * for its route and arguments, the seeded world answers the rest. Domain-free: a recording names
 * routes by their dotted contract keys, and the pipeline asks here before a route's handler runs.
 */

/** One answer as a real backend gave it. */
export interface RecordedAnswer {
  /** Dotted contract key (`games.list`). */
  route: string;
  method: string;
  path: string;
  /** The query as sent, every value a string (cache-busters and context values are not matched). */
  query: Record<string, string>;
  /** Path parameters, when the route has any. */
  params?: Record<string, string>;
  status: number;
  body: unknown;
}

export interface Recording {
  format: 1;
  /** A name for people: the toolbar lists it. */
  name: string;
  /** Where it was recorded (a base URL or a HAR file); never a token. */
  source: string;
  recordedAt: string;
  answers: RecordedAnswer[];
}

/**
 * Query fields an answer does not depend on for matching: cache-busters (WIRE.md §5 `t`, `_`) and the
 * values the client adds from its context, which differ between the backend recorded and this one.
 */
const UNMATCHED_QUERY = new Set(['t', '_', 'merchant', 'language', 'url']);

function argumentsKey(route: string, query: Record<string, unknown>, params: Record<string, unknown> = {}): string {
  const pairs = (record: Record<string, unknown>, skip: ReadonlySet<string>) =>
    Object.entries(record)
      .filter(([name, value]) => !skip.has(name) && value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return JSON.stringify([route, pairs(query, UNMATCHED_QUERY), pairs(params, new Set())]);
}

const loaded: Recording[] = [];
let index = new Map<string, RecordedAnswer>();
const listeners = new Set<() => void>();

function reindex(): void {
  index = new Map();
  // A later recording wins over an earlier one for the same arguments.
  for (const recording of loaded) for (const answer of recording.answers) index.set(argumentsKey(answer.route, answer.query, answer.params), answer);
  listeners.forEach((listener) => listener());
}

/** Whether data read from a file or a URL is a recording this engine can replay. */
export function isRecording(data: unknown): data is Recording {
  const candidate = data as Partial<Recording> | null;
  return (
    !!candidate &&
    candidate.format === 1 &&
    typeof candidate.name === 'string' &&
    Array.isArray(candidate.answers) &&
    candidate.answers.every((answer) => typeof answer?.route === 'string' && typeof answer.status === 'number' && typeof answer.query === 'object')
  );
}

/** Loads a recording; one of the same name is replaced. */
export function loadRecording(recording: Recording): void {
  const at = loaded.findIndex((item) => item.name === recording.name);
  if (at >= 0) loaded.splice(at, 1);
  loaded.push(recording);
  reindex();
}

export function unloadRecording(name: string): void {
  const at = loaded.findIndex((item) => item.name === name);
  if (at >= 0) loaded.splice(at, 1);
  reindex();
}

export function clearRecordings(): void {
  loaded.length = 0;
  reindex();
}

export function loadedRecordings(): readonly Recording[] {
  return loaded;
}

export function onRecordingsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The recorded answer for a route called with these arguments, if a loaded recording holds one. */
export function recordedAnswer(route: string, query: Record<string, unknown>, params?: Record<string, unknown>): RecordedAnswer | undefined {
  return index.size ? index.get(argumentsKey(route, query, params)) : undefined;
}

/**
 * Loads a recording the site serves (`?recording=<path>` in the demo or `npm start`). Only the page's
 * own origin: a shared link must not make the page fetch from elsewhere.
 */
export async function loadRecordingFrom(address: string, origin: string): Promise<Recording> {
  const url = new URL(address, origin);
  if (url.origin !== origin) throw new Error(`A recording loads from this site only, not ${url.origin}`);
  const response = await fetch(url, { cache: 'no-store' });
  const data: unknown = await response.json();
  if (!isRecording(data)) throw new Error(`${url.pathname} is not a recording (npm run record writes them)`);
  loadRecording(data);
  return data;
}
