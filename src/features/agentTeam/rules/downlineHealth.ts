import type { DownlineMember } from '@contracts/agent';
import { tierProgress, type ActivitySample } from '@contracts/shared/contract-settlement';
import type { Contract } from '@contracts/shared/entities';
import { termsOf } from '@/features/agentContracts';

/** A member inactive this long is flagged (no bet and no login). */
export const INACTIVE_DAYS = 7;
/** Progress from which a member counts as close to qualifying for their contract's pay. */
export const CLOSE_TO_TIER = 0.7;
const DAY_MS = 86_400_000;

export interface HealthFlags {
  neverDeposited: DownlineMember[];
  inactive: DownlineMember[];
  closeToTier: Array<{ member: DownlineMember; contract: Contract; progress: number }>;
}

const latest = (...times: Array<string | null>) => Math.max(0, ...times.filter((time): time is string => time !== null).map((time) => Date.parse(time)));

/**
 * Downline health: members who registered but never deposited, who have
 * neither bet nor logged in for 7 days (counted from registration for a
 * member who never did either), and whose team is at 70–99 % of what their
 * contract from the agent needs in the running settlement window.
 */
export function downlineHealth(
  members: readonly DownlineMember[],
  given: readonly Contract[],
  /** Each contracted member's contract scope activity (the member and everyone under them). */
  activityOf: (account: string) => readonly ActivitySample[] | undefined,
  now: number,
): HealthFlags {
  const neverDeposited = members.filter((member) => member.firstDepositTime === null);
  const inactive = members.filter((member) => now - latest(member.registerTime, member.lastBetTime, member.lastLoginTime) >= INACTIVE_DAYS * DAY_MS);
  const closeToTier: HealthFlags['closeToTier'] = [];
  for (const row of given) {
    if (row.status !== 'ACTIVE') continue;
    const member = members.find((candidate) => candidate.account === row.account);
    if (!member) continue;
    const samples = activityOf(member.account);
    if (!samples) continue;
    const progress = tierProgress(termsOf(row), samples, now);
    if (progress >= CLOSE_TO_TIER && progress < 1) closeToTier.push({ member, contract: row, progress });
  }
  return { neverDeposited, inactive, closeToTier };
}
