/**
 * Who is logged in, derived from the member-info query (SPEC §3 login state):
 * the hooks every feature and layout reads, and the binding of the session
 * token to the query cache.
 */
export { LOGGED_OUT, deriveLoginState, memberInfoQuery, readLoginState, useLoginState, useMember, useMemberInfoQuery, type LoginState } from './api';
export { bindSession, expireSession, sessionQueryClient } from './binding';
