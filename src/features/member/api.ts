import { useQuery } from '@tanstack/react-query';
import { contract, routeQueryOptions } from '../../lib/api';
import { useLoginState } from '../session';

/**
 * SPEC §2 badge counts are fetched once per login (logout drops member data)
 * and refreshed by the actions that change them, which invalidate their
 * queries: no timer refetches them behind the member's back.
 */
const COUNTS_STALE_MS = Infinity;

/** The wallet balance (SPEC §3 public state `balance`), for a logged-in user. */
export const balanceQuery = () => ({ ...routeQueryOptions(contract.wallet.getBalance), staleTime: 15_000 });

/** The balance query, for the header box that also shows its loading and refresh. */
export function useBalanceQuery() {
  const { isLogin } = useLoginState();
  return useQuery({ ...balanceQuery(), enabled: isLogin, select: (value) => value.balance });
}

/** SPEC §3 `unreadMessage`. Trial accounts never ask (SPEC §6: the server refuses them). */
export function useUnreadCount(): number {
  const { isLogin, isTrial } = useLoginState();
  const realMember = isLogin && !isTrial;
  const { data } = useQuery({
    ...routeQueryOptions(contract.messages.unreadCount),
    enabled: realMember,
    staleTime: COUNTS_STALE_MS,
    select: (value) => value.count,
  });
  return realMember ? (data ?? 0) : 0;
}

/** SPEC §3 `availablePromoCount`: one row of the member's promotions is enough to learn the count. */
export function usePromoCount(): number {
  const { isLogin, isTrial } = useLoginState();
  const realMember = isLogin && !isTrial;
  const { data } = useQuery({
    ...routeQueryOptions(contract.promotions.memberList, { query: { pageNo: 1, pageSize: 1, category: 'ALL' } }),
    enabled: realMember,
    staleTime: COUNTS_STALE_MS,
    select: (value) => value.availableCount,
  });
  return realMember ? (data ?? 0) : 0;
}

/** SPEC §2 rewards badge: reward-centre items waiting to be claimed. */
export function useRewardsCount(): number {
  const { isLogin, isTrial } = useLoginState();
  const realMember = isLogin && !isTrial;
  const { data } = useQuery({
    ...routeQueryOptions(contract.rewards.overview),
    enabled: realMember,
    staleTime: COUNTS_STALE_MS,
    select: (value) => value.unclaimedCount,
  });
  return realMember ? (data ?? 0) : 0;
}

/** SPEC §2 missions badge: missions with a reward to claim. */
export function useMissionsCount(): number {
  const { isLogin, isTrial } = useLoginState();
  const realMember = isLogin && !isTrial;
  const { data } = useQuery({
    ...routeQueryOptions(contract.missions.summary, { query: {} }),
    enabled: realMember,
    staleTime: COUNTS_STALE_MS,
    select: (value) => value.claimable,
  });
  return realMember ? (data ?? 0) : 0;
}

export interface Vip {
  hasVip: boolean;
  vipLabelName: string;
  vipRankLevel: number;
}

/** SPEC §3 hasVip, vipLabelName and vipRankLevel: member info's `clubLabel` (WIRE.md §6.1 S5), as its select reads it. */
export function useVip(): Vip {
  const { userInfo } = useLoginState();
  return { hasVip: userInfo?.hasVip ?? false, vipLabelName: userInfo?.vipLabelName ?? '', vipRankLevel: userInfo?.vipRankLevel ?? 0 };
}

/**
 * WIRE.md §6.6 N13 (`avatar, avatarType`) as the image to show: `avatar` when it is an address (a
 * URL, a path or a data URL), else '' (what else it may hold on a real server is not recorded): the
 * default avatar then.
 */
export function selectAvatarUrl(value: { avatar?: string | null } | null | undefined): string {
  const avatar = value?.avatar?.trim() ?? '';
  return /^(https?:|data:|\/)/.test(avatar) ? avatar : '';
}

/**
 * The member avatar (N13, silent: a failure shows the default avatar and nothing else). The header
 * and My account read the same query, so a new choice shows in both at once.
 */
export function useAvatarUrl(): string {
  const { isLogin } = useLoginState();
  const avatar = useQuery({ ...routeQueryOptions(contract.member.getAvatar), staleTime: 5 * 60_000, enabled: isLogin, select: selectAvatarUrl });
  return isLogin ? (avatar.data ?? '') : '';
}
