/**
 * Who is logged in, derived from the member-info query (SPEC §3 login state):
 * the hooks every feature and layout reads, and the binding of the session
 * token to the query cache.
 */
export {
  deriveLoginState, fetchMemberInfo, memberInfoQuery, readLoginState, readMemberInfo, selectMemberInfo, toFlag, useLoginState, useMember,
  useMemberInfoQuery, type LoginState,
} from './api';
export { bindSession, sessionQueryClient } from './binding';
