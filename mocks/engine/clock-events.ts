/**
 * What the simulated world has coming, for QA's "jump to the next event" (issue 36): each domain
 * registers a provider naming its next timed happenings (a settlement, a draw, a limit taking effect,
 * a session expiring). The engine knows no domain: it only collects, sorts and picks.
 */
import { now } from './clock';

export interface ClockEvent {
  /** What happens: the toolbar's text key under `devtools.clockEvents`. */
  kind: string;
  /** Epoch ms on the simulated clock. */
  at: number;
  /** Whose or which (an account, a game, a contract type): shown beside the kind. */
  detail: string;
}

type ClockEventProvider = (at: number) => ClockEvent[];

const providers = new Set<ClockEventProvider>();

/** Adds a domain's provider; it names only events after `at`. */
export function registerClockEvents(provider: ClockEventProvider): void {
  providers.add(provider);
}

/** The world's next events after now, soonest first. */
export function upcomingClockEvents(limit = 8): ClockEvent[] {
  const at = now();
  return [...providers]
    .flatMap((provider) => provider(at))
    .filter((event) => event.at > at)
    .sort((a, b) => a.at - b.at)
    .slice(0, limit);
}

/** The soonest of each kind and detail: a world with a hundred sessions names the next to expire, not all. */
export function soonestPer<T>(items: readonly T[], key: (item: T) => string, at: (item: T) => number): T[] {
  const soonest = new Map<string, T>();
  for (const item of items) {
    const known = soonest.get(key(item));
    if (!known || at(item) < at(known)) soonest.set(key(item), item);
  }
  return [...soonest.values()];
}
