/**
 * Scenarios: named, composable switches of the simulated backend. Tests,
 * Storybook and the QA toolbar all set them through this one API, and a URL
 * query (`?scenario=maintenance&persona=agent-dividend&latency=slow`) can too.
 */
import { NO_CHAOS, formatChaosRules, parseChaosRules, resetChaosCounts, type Chaos } from './chaos';
import { FAST_CLOCK_RATE, clockAhead, jumpClock, now, resetClock, setClockAhead, setClockPaused, setClockRate } from './clock';
import { upcomingClockEvents, type ClockEvent } from './clock-events';
import { WIRE_FAULT_CODES } from './wire-faults';
import { isJurisdiction, type Jurisdiction } from '../../contracts/shared/jurisdictions';
import { brand } from '../../src/lib/brand';

export const SYSTEM_STATUSES = ['normal', 'maintenance', 'region-blocked'] as const;
export type SystemScenario = (typeof SYSTEM_STATUSES)[number];
export const LATENCIES = ['none', 'realistic', 'slow'] as const;
export type Latency = (typeof LATENCIES)[number];
/**
 * What a route can be made to do instead of answering: fail the network, time out, answer a bare
 * HTTP 500, 502 or 504, or refuse with any errorCode of WIRE.md §4.4 (with the details it carries).
 */
export const FAULTS = ['network', 'timeout', '500', '502', '504', ...WIRE_FAULT_CODES] as const;
/**
 * `fast`: the simulated clock runs FAST_CLOCK_RATE times faster (a real-time salary window in seconds);
 * `paused`: simulated time stands still until QA moves it.
 */
export const CLOCKS = ['real', 'fast', 'paused'] as const;
export type ClockSpeed = (typeof CLOCKS)[number];
export type Fault = (typeof FAULTS)[number];
/**
 * How the simulated back office moves deposit and withdrawal orders: on a realistic clock
 * (about a minute), ten times faster, or not at all (QA decides each order from the toolbar).
 */
export const BACK_OFFICE_PACES = ['realistic', 'fast', 'paused'] as const;
export type BackOfficePace = (typeof BACK_OFFICE_PACES)[number];

/**
 * Feature flags the backend reports and honours. The whitelabel module tree the status call answers
 * (mocks/system/modules.ts) is built from them, one module per flag: flags named as a module id are
 * that module; the others map onto one (or two) in MODULE_OF_FLAG there. A module with no flag is on.
 */
export const FEATURE_FLAGS = {
  /** MOBILELOGIN3 + MOBILEVERCODELOGIN3: the SMS-code login tab. */
  smsLogin: true,
  /** SOCIALLOGIN3 (ours: WIRE.md records no social login module). */
  socialLogin: false,
  /** FIREBASECREATEACC3, and info.sms.firebase: SMS codes go through Firebase. */
  firebaseSms: false,
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: true,
  AGENTPOLICY3: true,
  /** Password reset by mobile verification (WIRE.md §6.2). */
  CHNGPASSVERIF3: true,
  /** Password reset by email. */
  CHNGPASSMAIL3: true,
  /** SIGNCONDIV3: the dividend ("bonus") contracts. */
  bonus: true,
  /** DAILYSALCONT3. */
  dailyWage: true,
  /** HOURSAL3. */
  hourlySalary: true,
  /** RTSALARY3. */
  realtimeSalary: true,
  /** FREEPLAY3. */
  freePlay: true,
  /** DISCLAIMER3 (ours): SPEC §1 regional variant, the disclaimer popup. Off by default so other flows start unobstructed. */
  disclaimer: false,
  /** SPEC §4 public popups: the seeded ones are served only when on, off by default so other flows start unobstructed. */
  publicPopups: false,
  /** SPEC §3 availablePromo REFERRAL `enabled`: whether refer-a-friend is offered. */
  referral: true,
  /** QA: sports offers a single vendor (IBC), so its nav item launches it directly (SPEC §2 Header). */
  singleSportsVendor: false,
  /** QA: the back office switches /blog off (the domain route table's routers), so it shows as unavailable. */
  blogDisabled: false,
  /** QA: the first launch host of the status answer's list is down; every launch is issued on it, so the frame falls back to the next. */
  launchHostDown: false,
  /** LOGINIPVERF3. SPEC §4 login from an unregistered IP: a password login from an IP the member never used asks for a verification. */
  loginIpVerification: false,
} as const satisfies Record<string, boolean>;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

export interface Scenario {
  status: SystemScenario;
  /** Shown on the maintenance page; ISO time. */
  maintenanceEnd: string;
  /** The IP the region-blocked page shows. */
  blockedIp: string;
  /** `guest`, or the username of a seeded account (see mocks/member/accounts.ts). */
  persona: string;
  flags: FeatureFlags;
  latency: Latency;
  /** Route key (`session.login`) or `*` for every route. */
  faults: Record<string, Fault>;
  backOffice: BackOfficePace;
  clock: ClockSpeed;
  /** Chaos mode: failure rates and latency ranges per route group, seeded (mocks/engine/chaos.ts). */
  chaos: Chaos;
  /** How far QA moved simulated time ahead of the wall clock, in ms (mocks/engine/clock.ts `jumpClock`). */
  clockAhead: number;
  /** The regulator whose rules the backend enforces (issue 35: PH, UK, MT); the brand's by default. */
  jurisdiction: Jurisdiction;
}

export const DEFAULT_SCENARIO: Scenario = {
  status: 'normal',
  maintenanceEnd: '2026-12-31T18:00:00.000Z',
  blockedIp: '203.0.113.42',
  persona: 'guest',
  flags: { ...FEATURE_FLAGS },
  latency: 'none',
  faults: {},
  backOffice: 'realistic',
  clock: 'real',
  chaos: NO_CHAOS,
  clockAhead: 0,
  jurisdiction: brand.jurisdiction,
};

type Listener = (scenario: Scenario) => void;
let current: Scenario = structuredClone(DEFAULT_SCENARIO);
const listeners = new Set<Listener>();

export function getScenario(): Scenario {
  return current;
}

export type ScenarioPatch = Partial<Omit<Scenario, 'flags'>> & { flags?: Partial<FeatureFlags> };

export function setScenario(patch: ScenarioPatch): Scenario {
  current = {
    ...current,
    ...patch,
    flags: { ...current.flags, ...patch.flags },
    faults: patch.faults ? { ...patch.faults } : current.faults,
    chaos: patch.chaos ? { seed: patch.chaos.seed, rules: { ...patch.chaos.rules } } : current.chaos,
  };
  // A new chaos starts its draws again, so the run its URL describes is the run QA sees.
  if (patch.chaos) resetChaosCounts();
  setClockRate(current.clock === 'fast' ? FAST_CLOCK_RATE : 1);
  setClockPaused(current.clock === 'paused');
  if (patch.clockAhead !== undefined) setClockAhead(current.clockAhead);
  // Leaving the fast clock keeps the time it reached: the URL carries how far ahead that is.
  else if (patch.clock) current.clockAhead = clockAhead();
  listeners.forEach((listener) => listener(current));
  return current;
}

/**
 * QA's jump (issue 36): simulated time moves `ms` ahead, and the scenario, and so its shareable URL,
 * records how far ahead of the wall clock it now runs.
 */
export function jumpAhead(ms: number): Scenario {
  jumpClock(ms);
  // Recorded, not applied again: a clock paused behind the wall clock stays where the jump put it.
  current = { ...current, clockAhead: clockAhead() };
  listeners.forEach((listener) => listener(current));
  return current;
}

/** How far past an event a jump to it lands: a settlement paid "at" 00:30 is in the records once 00:30 has passed. */
export const PAST_EVENT_MS = 1000;

/** QA's "jump to the next event": the soonest thing the world has coming happens now. Null when nothing is coming. */
export function jumpToNextEvent(): ClockEvent | null {
  const [next] = upcomingClockEvents(1);
  if (!next) return null;
  jumpAhead(next.at - now() + PAST_EVENT_MS);
  return next;
}

export function resetScenario(): Scenario {
  current = structuredClone(DEFAULT_SCENARIO);
  resetClock();
  resetChaosCounts();
  listeners.forEach((listener) => listener(current));
  return current;
}

export function onScenarioChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/**
 * Reads a scenario from URL query parameters:
 * `scenario` (normal|maintenance|region-blocked), `persona`, `latency`,
 * `flags` (`smsLogin,-socialLogin`: a leading minus turns a flag off),
 * `faults` (`*:network` or `session.login:500,games.list:timeout`),
 * `clock` (real|fast|paused), `clockAhead` (ms simulated time runs ahead of the wall clock), `chaos` (`games:20:200-1500,*:5`: group, failure per cent, latency range in ms)
 * with `chaosSeed`, `jurisdiction` (PH|UK|MT).
 */
export function scenarioFromQuery(query: URLSearchParams): ScenarioPatch {
  const patch: ScenarioPatch = {};
  const status = query.get('scenario');
  if (isOneOf(SYSTEM_STATUSES, status)) patch.status = status;
  const persona = query.get('persona');
  if (persona) patch.persona = persona;
  const latency = query.get('latency');
  if (isOneOf(LATENCIES, latency)) patch.latency = latency;
  const backOffice = query.get('backOffice');
  if (isOneOf(BACK_OFFICE_PACES, backOffice)) patch.backOffice = backOffice;
  const flags = query.get('flags');
  if (flags) {
    patch.flags = {};
    for (const item of flags.split(',').map((part) => part.trim()).filter(Boolean)) {
      const name = item.replace(/^-/, '');
      if (name in FEATURE_FLAGS) patch.flags[name as FeatureFlag] = !item.startsWith('-');
    }
  }
  const clock = query.get('clock');
  if (isOneOf(CLOCKS, clock)) patch.clock = clock;
  const jurisdiction = query.get('jurisdiction');
  if (isJurisdiction(jurisdiction)) patch.jurisdiction = jurisdiction;
  const faults = query.get('faults');
  if (faults) {
    patch.faults = {};
    for (const item of faults.split(',')) {
      const [route, fault] = item.split(':');
      if (route && isOneOf(FAULTS, fault ?? null)) patch.faults[route] = fault as Fault;
    }
  }
  const ahead = Number(query.get('clockAhead'));
  if (Number.isFinite(ahead) && ahead > 0) patch.clockAhead = ahead;
  const chaos = query.get('chaos');
  if (chaos) {
    const seed = Number(query.get('chaosSeed'));
    patch.chaos = { seed: Number.isInteger(seed) && seed > 0 ? seed : NO_CHAOS.seed, rules: parseChaosRules(chaos) };
  }
  return patch;
}

/** The inverse of scenarioFromQuery: only what differs from the default. */
export function scenarioToQuery(scenario: Scenario): URLSearchParams {
  const query = new URLSearchParams();
  if (scenario.status !== 'normal') query.set('scenario', scenario.status);
  if (scenario.persona !== 'guest') query.set('persona', scenario.persona);
  if (scenario.latency !== 'none') query.set('latency', scenario.latency);
  if (scenario.backOffice && scenario.backOffice !== 'realistic') query.set('backOffice', scenario.backOffice);
  if (scenario.clock !== 'real') query.set('clock', scenario.clock);
  if (scenario.jurisdiction && scenario.jurisdiction !== DEFAULT_SCENARIO.jurisdiction) query.set('jurisdiction', scenario.jurisdiction);
  const flags = (Object.keys(FEATURE_FLAGS) as FeatureFlag[])
    .filter((flag) => scenario.flags[flag] !== FEATURE_FLAGS[flag])
    .map((flag) => (scenario.flags[flag] ? flag : `-${flag}`));
  if (flags.length) query.set('flags', flags.join(','));
  const faults = Object.entries(scenario.faults).map(([route, fault]) => `${route}:${fault}`);
  if (faults.length) query.set('faults', faults.join(','));
  if (scenario.clockAhead > 0) query.set('clockAhead', String(Math.round(scenario.clockAhead)));
  if (scenario.chaos && Object.keys(scenario.chaos.rules).length) {
    query.set('chaos', formatChaosRules(scenario.chaos.rules));
    query.set('chaosSeed', String(scenario.chaos.seed));
  }
  return query;
}
