import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { PROFILE_WIRE_NAMES, TRIAL_ACCOUNT_TYPE, type ProfileField } from '../../../contracts/shared/constants';
import type { MemberInfo, MemberInfoValue } from '../../../contracts/shared/entities';
import { contract, routeQueryOptions } from '../../lib/api';
import { isAgentType, session } from '../../lib/state/session';

/**
 * The member-info call (WIRE.md §6.1 S5): the one source of who is logged in (SPEC §4 Login
 * state). The cache holds the wire answer; `selectMemberInfo` gives every reader the screen shape.
 */
export const memberInfoQuery = () => ({ ...routeQueryOptions(contract.member.getInfo), staleTime: 5 * 60_000 });

const text = (value: string | null | undefined): string => (typeof value === 'string' ? value : '');

/** A number the platform may send as a string ("1"); anything else is `fallback`. */
function toNumber(value: string | number | null | undefined, fallback: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : fallback;
}

/** A flag sent as a boolean, 0/1 or "true"/"1". */
export function toFlag(value: string | number | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return value === '1' || value?.toLowerCase() === 'true';
}

/** Epoch ms (a number or a numeric string) as an ISO time, or null. */
function isoOf(value: string | number | null | undefined): string | null {
  const ms = toNumber(value, Number.NaN);
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : null;
}

const SCREEN_OF_WIRE = Object.fromEntries(Object.entries(PROFILE_WIRE_NAMES).map(([screen, wire]) => [wire, screen])) as Record<string, ProfileField>;

/**
 * S5's answer as every screen reads it (pure: tests feed WIRE.md's example through it). `type`
 * becomes a number, the dates ISO times, `clubLabel` the VIP label (none without a label name), and
 * every field a server may leave out gets its default.
 */
export function selectMemberInfo(value: MemberInfoValue): MemberInfo {
  const label = value.clubLabel;
  const labelName = text(label?.labelName);
  const clubLabel = label && labelName
    ? { labelId: label.labelId === null || label.labelId === undefined ? '' : String(label.labelId), labelName, color: text(label.color), type: text(label.type), rankLevel: toNumber(label.rankLevel, 0) }
    : null;
  return {
    id: String(value.id),
    account: value.account,
    nickname: text(value.nickname) || value.account,
    type: toNumber(value.type, 0),
    clubLabel,
    hasVip: clubLabel !== null,
    vipLabelName: clubLabel?.labelName ?? '',
    vipRankLevel: clubLabel?.rankLevel ?? 0,
    vipBenefits: clubLabel?.type === 'AUTO',
    mobile: text(value.mobile),
    countryDialingCode: text(value.countryDialingCode),
    mobileVerified: toFlag(value.mobileVerified),
    hasPaymentPassword: toFlag(value.hasPaymentPassword),
    email: text(value.mail),
    fullName: text(value.payeename),
    birthday: text(value.birthday),
    address: text(value.address),
    nationality: text(value.nationality),
    occupation: text(value.occupation),
    sourceOfIncome: text(value.sourceOfIncome),
    placeOfBirth: text(value.placeOfBirth),
    natureOfWork: text(value.natureOfWork),
    employerName: text(value.employerName),
    permanentAddress: text(value.permanentAddress),
    zalo: text(value.zalo),
    registeredAt: isoOf(value.regDate),
    lastLoginAt: isoOf(value.lastLogin),
    upline: typeof value.toUpline === 'string' && value.toUpline ? value.toUpline : null,
    lockedFields: (value.lockedFields ?? []).map((field) => SCREEN_OF_WIRE[field] ?? field),
  };
}

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
  return useQuery({ ...memberInfoQuery(), enabled: token !== null, select: selectMemberInfo });
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
  const value = queryClient.getQueryData(memberInfoQuery().queryKey);
  return value ? selectMemberInfo(value) : null;
}

/** For code outside React: the login state as the query cache holds it now. */
export function readLoginState(queryClient: QueryClient): LoginState {
  return deriveLoginState(session.token, readMemberInfo(queryClient));
}

/** Loads the member info of the token just installed (the login sequence), in the screen shape. */
export async function fetchMemberInfo(queryClient: QueryClient): Promise<MemberInfo> {
  return selectMemberInfo(await queryClient.fetchQuery(memberInfoQuery()));
}
