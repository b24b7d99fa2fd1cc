import { whenIdle } from '../../idle';
import { configureApi, takeEarlyAnswers } from '../config';
import { createDriftReporter, driftSender } from './reporter';

const env = import.meta.env ?? {};

/**
 * Loaded by the production entry once the page is idle (src/app/main.tsx): from then on the fetcher
 * hands every answer to the sampler, and the answers of the start-up, which came before, are sampled
 * first. Configured at build time: PUBLIC_DRIFT_SAMPLE_RATE, PUBLIC_DRIFT_MAX_CHECKS, PUBLIC_DRIFT_REPORT_URL.
 */
export function installDriftReporter(): void {
  const sample = createDriftReporter({
    rate: Number(env.PUBLIC_DRIFT_SAMPLE_RATE ?? DEFAULT_SAMPLE_RATE),
    maxChecks: Number(env.PUBLIC_DRIFT_MAX_CHECKS ?? DEFAULT_MAX_CHECKS),
    send: driftSender(env.PUBLIC_DRIFT_REPORT_URL || undefined, env.PUBLIC_BUILD_ID ?? ''),
    whenIdle,
  });
  for (const answer of takeEarlyAnswers()) sample(answer);
  configureApi({ onAnswer: (routeKey, status, body) => sample([routeKey, status, body]) });
}

/** One answer in ten is checked, at most 50 per page life: enough to see a drift, too few to cost. */
export const DEFAULT_SAMPLE_RATE = 0.1;
export const DEFAULT_MAX_CHECKS = 50;
