import { nextSettlements } from './agent/clock-events';
import { registerClockEvents } from './engine/clock-events';
import { nextDraws } from './lottery/clock-events';
import { nextLimitEvents } from './responsibleGaming/clock-events';
import { nextSessionExpiry } from './session/clock-events';

/** The timed happenings QA can jump to (issue 36): each domain names its own. */
for (const provider of [nextSettlements, nextDraws, nextLimitEvents, nextSessionExpiry]) registerClockEvents(provider);
