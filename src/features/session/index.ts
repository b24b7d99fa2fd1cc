/**
 * Who is logged in, derived from the member-info query (SPEC §3 login state):
 * the hooks every feature and layout reads, and the binding of the session
 * token to the query cache.
 */
export {
  deriveLoginState, fetchMemberInfo, memberInfoQuery, readLoginState, readMemberInfo, useLoginState, useMember,
  useMemberInfoQuery, type LoginState,
} from './api';
export { bindSession, sessionQueryClient } from './binding';
export { selectMemberInfo } from './rules/memberInfo';
export { toFlag } from '@contracts/shared/wire-numbers';
export { tokenOwner, useTokenOwner } from './tokenOwner';
