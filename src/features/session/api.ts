import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { TRIAL_ACCOUNT_TYPE } from '../../../contracts/shared/constants';
import type { MemberInfo } from '../../../contracts/shared/entities';
import { contract, routeQueryOptions } from '../../lib/api';
import { isAgentType, session } from '../../lib/state/session';

/** The member-info call: the one source of who is logged in (SPEC §4 Login state). */
export const memberInfoQuery = () => ({ ...routeQueryOptions(contract.member.getInfo), staleTime: 5 * 60_000 });

/** SPEC §3 login state, as the app speaks of it. */
export interface LoginState {
  /** A token whose member info has loaded. */
  isLogin: boolean;
  /** Account types 1, 2, 41 and 42. */
  isAgent: boolean;
  /** Account type 4. */
  isTrial: boolean;
  userInfo: MemberInfo | null;
}

const LOGGED_OUT: LoginState = { isLogin: false, isAgent: false, isTrial: false, userInfo: null };

export function deriveLoginState(token: string | null, info: MemberInfo | undefined): LoginState {
  if (!token || !info) return LOGGED_OUT;
  return { isLogin: true, isAgent: isAgentType(info.type), isTrial: info.type === TRIAL_ACCOUNT_TYPE, userInfo: info };
}

/** The member info of the token this tab holds: fetched as soon as there is a token, unless its password must change first. */
function useMemberInfoQuery() {
  const { token, passwordChangeDue } = useSnapshot(session);
  return useQuery({ ...memberInfoQuery(), enabled: token !== null && !passwordChangeDue });
}

export function useLoginState(): LoginState {
  const { token } = useSnapshot(session);
  const { data } = useMemberInfoQuery();
  return useMemo(() => deriveLoginState(token, data), [token, data]);
}

/** The logged-in member, or null for a guest. */
export function useMember(): MemberInfo | null {
  return useLoginState().userInfo;
}

/** For code outside React: the login state as the query cache holds it now. */
export function readLoginState(queryClient: QueryClient): LoginState {
  return deriveLoginState(session.token, queryClient.getQueryData(memberInfoQuery().queryKey));
}
