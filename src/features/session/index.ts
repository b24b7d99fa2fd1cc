/**
 * Who is logged in, derived from the member-info query (SPEC §3 login state):
 * the hooks every feature and layout reads, and the binding of the session
 * token to the query cache. Data only, so no screens or components: `api/` (the member-info query, the
 * binding, the failures the request pipeline hands the session, whose a token is), `rules/` (pure: reading
 * member info).
 */
export {
  deriveLoginState, fetchMemberInfo, memberInfoQuery, readLoginState, readMemberInfo, useLoginState, useMember,
  useMemberInfoQuery, type LoginState,
} from './api';
export { bindSession, sessionQueryClient } from './api/binding';
export { selectMemberInfo } from './rules/memberInfo';
export { toFlag } from '@contracts/shared/wire-numbers';
export { tokenOwner, useTokenOwner } from './api/tokenOwner';
