import { ERROR_CODES } from '../../contracts/shared/errors';
import { now, REFERENCE_DATE } from '../engine/clock';
import { refuse } from '../engine/refusal';
import { members, type MemberRecord } from '../member/collections';
import { round2 } from '../engine/helpers';

/** The upline name of contracts the platform itself gives to top-level agents. */
export const PLATFORM_UPLINE = 'platform';

export interface TeamMember {
  member: MemberRecord;
  /** 1 = direct downline, 2 = downline of a downline, ... */
  level: number;
}

/** Members whose upline is `account`. */
export function directDownline(account: string): MemberRecord[] {
  return members.all().filter((member) => member.upline === account);
}

export function isDirectDownline(agent: string, account: string): MemberRecord | undefined {
  return members.all().find((member) => member.account === account && member.upline === agent);
}

/** Everyone under `account`, breadth first (the agent's team). */
export function teamOf(account: string): TeamMember[] {
  const all = members.all();
  const byUpline = new Map<string, MemberRecord[]>();
  for (const member of all) {
    if (!member.upline) continue;
    const list = byUpline.get(member.upline) ?? [];
    list.push(member);
    byUpline.set(member.upline, list);
  }
  const team: TeamMember[] = [];
  const seen = new Set([account]);
  let frontier = [account];
  for (let level = 1; frontier.length; level += 1) {
    const next: string[] = [];
    for (const upline of frontier) {
      for (const member of byUpline.get(upline) ?? []) {
        if (seen.has(member.account)) continue;
        seen.add(member.account);
        team.push({ member, level });
        next.push(member.account);
      }
    }
    frontier = next;
  }
  return team;
}

/** A team member of `agent`, or a NOT_DOWNLINE refusal. */
export function requireTeamMember(agent: string, account: string): TeamMember {
  const found = teamOf(agent).find((entry) => entry.member.account === account);
  if (!found) throw refuse(ERROR_CODES.NOT_DOWNLINE, `${account} is not in your downline`, 403);
  return found;
}

const DAY_MS = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DateRange {
  startDate: string;
  endDate: string;
  /** Inclusive start, exclusive end, in epoch ms (UTC days). */
  from: number;
  to: number;
}

/**
 * yyyy-MM-dd range in UTC days. By default it spans the 30 days up to the
 * seed's reference date, through today: seeded history and whatever happened
 * since both show.
 */
export function resolveRange(query: { startTime?: string; endTime?: string }): DateRange {
  const current = now();
  const reference = REFERENCE_DATE.getTime();
  // A time of day after the date counts as its whole day (contracts/agent.ts reportTime).
  const startDate = query.startTime?.slice(0, 10) ?? dateOf(Math.min(current, reference) - 29 * DAY_MS);
  const endDate = query.endTime?.slice(0, 10) ?? dateOf(Math.max(current, reference));
  const from = Date.parse(`${startDate}T00:00:00.000Z`);
  const to = Date.parse(`${endDate}T00:00:00.000Z`) + DAY_MS;
  if (Number.isNaN(from) || Number.isNaN(to)) throw refuse(ERROR_CODES.VALIDATION, 'query.startTime: Invalid date', 400);
  if (from >= to) throw refuse(ERROR_CODES.VALIDATION, 'query.startTime: must not be after endTime', 400);
  return { startDate, endDate, from, to };
}

export function inRange(iso: string, range: DateRange): boolean {
  const at = Date.parse(iso);
  return at >= range.from && at < range.to;
}

export function sum<T>(items: readonly T[], pick: (item: T) => number): number {
  return round2(items.reduce((total, item) => total + pick(item), 0));
}


/** Newest first by an ISO time field, then by id. */
export function byTimeDesc<T extends { id: number }>(time: (item: T) => string) {
  return (a: T, b: T) => Date.parse(time(b)) - Date.parse(time(a)) || b.id - a.id;
}

/**
 * The accounts whose betting a member's contract settles on: the member and
 * everyone under them (one definition for the settlement and the simulator's data).
 */
export function contractScope(account: string): Set<string> {
  return new Set([account, ...teamOf(account).map((entry) => entry.member.account)]);
}
