import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { CallerMember, MockContext } from './implement';
import { refuse } from './refusal';

/** The signed-in member, or a not-logged-in refusal. */
export function requireMember(ctx: MockContext): CallerMember {
  if (!ctx.member) throw refuse(ERROR_CODES.NOT_LOGGED_IN, undefined, 401);
  return ctx.member;
}

export function isAgent(member: { type: number }): boolean {
  return (AGENT_ACCOUNT_TYPES as readonly number[]).includes(member.type);
}

export function isTrial(member: { type: number }): boolean {
  return member.type === TRIAL_ACCOUNT_TYPE;
}

/** A real (non-trial) member: trial accounts are refused real-money actions. */
export function requireRealMember(ctx: MockContext): CallerMember {
  const member = requireMember(ctx);
  if (isTrial(member)) throw refuse(ERROR_CODES.TRIAL_ACCOUNT, undefined, 403);
  return member;
}

export function requireAgent(ctx: MockContext): CallerMember {
  const member = requireRealMember(ctx);
  if (!isAgent(member)) throw refuse(ERROR_CODES.NOT_AGENT, undefined, 403);
  return member;
}
