import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { MemberRecord } from '../member/collections';
import type { MockContext } from './implement';
import { refuse } from './refusal';

/** The signed-in member, or a not-logged-in refusal. */
export function requireMember(ctx: MockContext): MemberRecord {
  if (!ctx.member) throw refuse(ERROR_CODES.NOT_LOGGED_IN, undefined, 401);
  return ctx.member;
}

export function isAgent(member: Pick<MemberRecord, 'type'>): boolean {
  return (AGENT_ACCOUNT_TYPES as readonly number[]).includes(member.type);
}

export function isTrial(member: Pick<MemberRecord, 'type'>): boolean {
  return member.type === TRIAL_ACCOUNT_TYPE;
}

/** A real (non-trial) member: trial accounts are refused real-money actions. */
export function requireRealMember(ctx: MockContext): MemberRecord {
  const member = requireMember(ctx);
  if (isTrial(member)) throw refuse(ERROR_CODES.TRIAL_ACCOUNT, undefined, 403);
  return member;
}

export function requireAgent(ctx: MockContext): MemberRecord {
  const member = requireRealMember(ctx);
  if (!isAgent(member)) throw refuse(ERROR_CODES.NOT_AGENT, undefined, 403);
  return member;
}
