import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { TRIAL_ACCOUNT_TYPE } from '@contracts/shared/startup-constants';
import type { MemberInfo, MemberInfoValue } from '@contracts/shared/entities';
import { callRoute, contract, routeQueryKey } from '@/lib/api';
import { isAgentType, session } from '@/lib/state/session';

/**
 * The member-info call (WIRE.md §6.1 S5): the one source of who is logged in (SPEC §4 Login
 * state). The cache holds the wire answer; `selectMemberInfo` gives every reader the screen shape.
 */
export const memberInfoQuery = () => ({
  queryKey: routeQueryKey(contract.member.getInfo),
  // The answer counts once its select's code is here too: it loads in parallel with the call, and a guest never needs it.
  queryFn: async ({ signal }: { signal?: AbortSignal }) => (await Promise.all([callRoute(contract.member.getInfo, undefined, { signal }), loadMemberInfoRules()]))[0],
  staleTime: 5 * 60_000,
});

type MemberInfoRules = typeof import('../rules/memberInfo');
let rules: MemberInfoRules | null = null;
let loadingRules: Promise<MemberInfoRules> | null = null;

function loadMemberInfoRules(): Promise<MemberInfoRules> {
  loadingRules ??= import(/* webpackChunkName: "startup-rules" */ '../rules/memberInfo').then((module) => (rules = module));
  return loadingRules;
}

/** S5's answer in the screen shape: the rules are here whenever the cache holds an answer (the query waits for them). */
const toMemberInfo = (value: MemberInfoValue): MemberInfo | null => rules?.selectMemberInfo(value) ?? null;

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

export function deriveLoginState(token: string | null, info: MemberInfo | undefined | null): LoginState {
  if (!token || !info) return LOGGED_OUT;
  return { isLogin: true, isAgent: isAgentType(info.type), isTrial: info.type === TRIAL_ACCOUNT_TYPE, userInfo: info };
}

/** The member info of the token this tab holds: fetched as soon as there is a token. */
export function useMemberInfoQuery() {
  const { token } = useSnapshot(session);
  return useQuery({ ...memberInfoQuery(), enabled: token !== null, select: toMemberInfo });
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

/** For code outside React: the member info as the query cache holds it now. */
export function readMemberInfo(queryClient: QueryClient): MemberInfo | null {
  const value = queryClient.getQueryData<MemberInfoValue>(memberInfoQuery().queryKey);
  return value ? toMemberInfo(value) : null;
}

/** For code outside React: the login state as the query cache holds it now. */
export function readLoginState(queryClient: QueryClient): LoginState {
  return deriveLoginState(session.token, readMemberInfo(queryClient));
}

/** Loads the member info of the token just installed (the login sequence), in the screen shape. */
export async function fetchMemberInfo(queryClient: QueryClient): Promise<MemberInfo> {
  const value = await queryClient.fetchQuery(memberInfoQuery());
  return (await loadMemberInfoRules()).selectMemberInfo(value);
}

