import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { contract, useRouteQuery } from '../../lib/api';
import { publicState } from '../../lib/state/public';
import { session } from '../../lib/state/session';

const COUNTS_STALE_MS = 60_000;

/**
 * SPEC §3 public state for a signed-in member: the VIP fields come with the
 * member info; the unread message and available promo counts are loaded here.
 * Trial accounts (type 4) fetch neither (SPEC §6): the server refuses them anyway.
 */
export function useMemberState() {
  const { userInfo, isTrial, isLogin } = useSnapshot(session);
  const realMember = isLogin && !isTrial;
  const unread = useRouteQuery(contract.messages.unreadCount, undefined, { enabled: realMember, staleTime: COUNTS_STALE_MS });
  // Only the count is wanted: one row is enough to get availableCount.
  const promos = useRouteQuery(contract.promotions.memberList, { query: { pageNo: 1, pageSize: 1, category: 'ALL' } }, { enabled: realMember, staleTime: COUNTS_STALE_MS });

  useEffect(() => {
    publicState.hasVip = userInfo?.hasVip ?? false;
    publicState.vipLabelName = userInfo?.vipLabelName ?? '';
    publicState.vipRankLevel = userInfo?.vipRankLevel ?? 0;
  }, [userInfo]);

  const unreadCount = realMember ? (unread.data?.count ?? 0) : 0;
  const promoCount = realMember ? (promos.data?.availableCount ?? 0) : 0;
  useEffect(() => {
    publicState.unreadMessage = unreadCount;
    publicState.availablePromoCount = promoCount;
  }, [unreadCount, promoCount]);
}
