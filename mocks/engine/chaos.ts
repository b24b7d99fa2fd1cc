/**
 * Chaos mode (issue 36): a failure rate and a latency range per group of routes, drawn from a seeded
 * generator so a failing run comes back from its URL. Domain-free: the groups (route-key prefixes)
 * are registered by the simulated backend's assembly (mocks/chaos-groups.ts, through configureEngine in mocks/handlers.ts).
 */

/**
 * What chaos makes a call do instead of answering: fail the network, answer a bare 500, 502 or a 504
 * time-out, refuse with the platform's `system_busy`, or (writes only) do the work and lose the answer,
 * the failure that tests idempotency and the app's recovery.
 */
export const CHAOS_FAILURES = ['network', '500', '502', '504', 'system_busy', 'lost'] as const;
export type ChaosFailure = (typeof CHAOS_FAILURES)[number];

export interface ChaosRule {
  /** Share of calls that fail, 0 to 1. */
  rate: number;
  /** Added latency, drawn between these bounds (log-uniform: most calls near the low end, a long tail). */
  minMs: number;
  maxMs: number;
}

export interface Chaos {
  seed: number;
  /** By group name, or `*` for every route no group rule covers. */
  rules: Record<string, ChaosRule>;
}

export const NO_CHAOS: Chaos = { seed: 1, rules: {} };

export interface ChaosDecision {
  latencyMs: number;
  failure: ChaosFailure | null;
}

let groupPrefixes: Record<string, readonly string[]> = {};
/** Route-key prefixes (`games`, `wallet`) by group name; set once by the backend's assembly. */
export function setChaosGroups(groups: Record<string, readonly string[]>): void {
  groupPrefixes = groups;
}
export function chaosGroups(): string[] {
  return Object.keys(groupPrefixes);
}

function groupOf(routeKey: string): string | undefined {
  const domain = routeKey.split('.')[0]!;
  return Object.keys(groupPrefixes).find((group) => groupPrefixes[group]!.includes(domain));
}

/** Calls per route since the chaos last changed: the n-th call of a route draws the same under the same seed. */
const calls = new Map<string, number>();
export function resetChaosCounts(): void {
  calls.clear();
}

/** A 32-bit hash of text (FNV-1a). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/** Three draws in [0, 1) for one call (mulberry32 seeded by the seed, the route and the call's number). */
function draws(seed: number, routeKey: string, n: number): [number, number, number] {
  let state = (seed ^ hash(routeKey) ^ Math.imul(n + 1, 0x9e3779b9)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return [next(), next(), next()];
}

/** What chaos does to this call, or null when no rule covers its route. */
export function chaosFor(chaos: Chaos, routeKey: string, method: string): ChaosDecision | null {
  const rule = chaos.rules[groupOf(routeKey) ?? ''] ?? chaos.rules['*'];
  if (!rule) return null;
  const n = calls.get(routeKey) ?? 0;
  calls.set(routeKey, n + 1);
  const [fails, kind, delay] = draws(chaos.seed, routeKey, n);
  const low = Math.max(1, rule.minMs);
  const latencyMs = rule.maxMs > 0 ? Math.round(Math.exp(Math.log(low) + delay * (Math.log(Math.max(low, rule.maxMs)) - Math.log(low)))) : 0;
  if (fails >= rule.rate) return { latencyMs, failure: null };
  const failure = CHAOS_FAILURES[Math.floor(kind * CHAOS_FAILURES.length)]!;
  // A read has no work to lose: its lost answer is a network failure.
  return { latencyMs, failure: failure === 'lost' && method === 'GET' ? 'network' : failure };
}

/** `games:20:200-1500,*:5` → rules (rates in per cent); what does not parse is left out. */
export function parseChaosRules(text: string): Record<string, ChaosRule> {
  const rules: Record<string, ChaosRule> = {};
  for (const item of text.split(',')) {
    const [group, rate, latency] = item.trim().split(':');
    const percent = Number(rate);
    if (!group || !/^(\*|[a-z]+)$/.test(group) || !Number.isFinite(percent) || percent < 0 || percent > 100) continue;
    const [minMs, maxMs] = (latency ?? '0-0').split('-').map(Number);
    rules[group] = { rate: percent / 100, minMs: Number.isFinite(minMs) ? Math.max(0, minMs!) : 0, maxMs: Number.isFinite(maxMs) ? Math.max(0, maxMs!) : 0 };
  }
  return rules;
}

export function formatChaosRules(rules: Record<string, ChaosRule>): string {
  return Object.entries(rules)
    .map(([group, rule]) => `${group}:${Math.round(rule.rate * 1000) / 10}${rule.maxMs > 0 ? `:${rule.minMs}-${rule.maxMs}` : ''}`)
    .join(',');
}
