import type { Drift } from './compare';

/** One answer as the fetcher read it. */
export type SeenAnswer = readonly [routeKey: string, status: number, body: unknown];

export interface DriftReporterOptions {
  /** The share of answers checked, 0 to 1 (PUBLIC_DRIFT_SAMPLE_RATE). */
  rate: number;
  /** At most this many answers are checked in one page's life (PUBLIC_DRIFT_MAX_CHECKS). */
  maxChecks: number;
  /** Where a report goes; told each new drift once. */
  send: (drifts: Drift[]) => void;
  /** Runs a task once the page is idle. */
  whenIdle: (task: () => void) => void;
  /** The checker, loaded on the first check: the contract's schemas and zod come with it. */
  loadChecker?: () => Promise<(answer: SeenAnswer) => Drift[]>;
  random?: () => number;
}

async function defaultChecker(): Promise<(answer: SeenAnswer) => Drift[]> {
  const [{ routesWithSchemas }, { answerDrift }] = await Promise.all([import(/* webpackChunkName: "drift-schemas" */ './routes'), import(/* webpackChunkName: "drift-schemas" */ './compare')]);
  return ([routeKey, status, body]) => {
    const route = routesWithSchemas.get(routeKey);
    return route ? answerDrift(route, routeKey, status, body) : [];
  };
}

/**
 * Production's drift reporter (issue 36): a sample of answers is checked against the contract once
 * the page is idle, and each route and field that drifted is reported once per page life. It never
 * throws into the app: a check that fails is dropped.
 */
export function createDriftReporter(options: DriftReporterOptions): (answer: SeenAnswer) => void {
  const random = options.random ?? Math.random;
  const reported = new Set<string>();
  const queue: SeenAnswer[] = [];
  let checks = 0;
  let checker: Promise<(answer: SeenAnswer) => Drift[]> | null = null;

  async function drain(): Promise<void> {
    const batch = queue.splice(0);
    try {
      checker ??= (options.loadChecker ?? defaultChecker)();
      const check = await checker;
      const fresh = batch.flatMap(check).filter((drift) => {
        const key = `${drift.route} ${drift.field}`;
        return !reported.has(key) && Boolean(reported.add(key));
      });
      if (fresh.length) options.send(fresh);
    } catch {
      // A report is a courtesy to the backend team: the player's page never pays for it.
    }
  }

  return (answer) => {
    if (checks >= options.maxChecks || random() >= options.rate) return;
    checks += 1;
    queue.push(answer);
    if (queue.length === 1) options.whenIdle(() => void drain());
  };
}

/**
 * Sends drifts to the configured endpoint as JSON (a beacon, so a closing page still sends), or
 * writes them to the console when none is set. The report names routes, fields and kinds only.
 */
export function driftSender(endpoint: string | undefined, build: string): (drifts: Drift[]) => void {
  return (drifts) => {
    const report = JSON.stringify({ build, page: location.pathname, drifts });
    if (!endpoint) {
      console.warn('[contract drift]', drifts);
      return;
    }
    if (!navigator.sendBeacon?.(endpoint, new Blob([report], { type: 'application/json' }))) {
      void fetch(endpoint, { method: 'POST', body: report, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
    }
  };
}
