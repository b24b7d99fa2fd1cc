import { CONTRACT_TYPES } from '../contracts/shared/constants';
import { nextSettlements } from './agent/clock-events';
import { registerClockEvents } from './engine/clock-events';
import { nextDraws } from './lottery/clock-events';
import { nextLimitEvents } from './responsibleGaming/clock-events';
import { nextSessionExpiry } from './session/clock-events';

/** Every kind of event the providers name: the toolbar has a text for each (tests/unit/locales.test.ts). */
export const CLOCK_EVENT_KINDS = [
  ...CONTRACT_TYPES.map((type) => `settlement.${type}`),
  'draw', 'limitTakesEffect', 'timeOutEnds', 'exclusionEnds', 'sessionExpires',
] as const;

/**
 * The timed happenings QA can jump to (issue 36): each domain names its own. Called, not imported for
 * its effect: the package declares its modules free of side effects, so a bare import is dropped from builds.
 */
export function registerWorldClockEvents(): void {
  for (const provider of [nextSettlements, nextDraws, nextLimitEvents, nextSessionExpiry]) registerClockEvents(provider);
}
