import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Referral } from '@contracts/promotions';
import { contract, routeQueryOptions } from '../../lib/api';
import { useReferralOffered } from '../member';
import { useLoginState } from '../session';

/** Invited friends per page. */
export const FRIENDS_PAGE_SIZE = 10;

export type Friend = Referral['friends']['content'][number];

/** The referral page's data, read once from MCSFE_getReferralDetails. */
export interface ReferralView {
  referralCode: string;
  invitedCount: number;
  /** The origin the invitation link uses: the platform's first promotion domain, or null for the site's own. */
  promotionOrigin: string | null;
  /** The registration path (and query) under that origin. */
  referralLink: string;
  rules: string;
  qualifiedCount: number;
  totalEarnings: number;
  pendingEarnings: number;
  friends: { rows: Friend[]; totalPages: number; totalCount: number };
}

/** A promotion domain as an origin: a bare host gets https. Null when it is no usable host. */
export function promotionOrigin(domains: readonly string[] | null | undefined): string | null {
  const first = domains?.map((domain) => domain.trim()).find(Boolean);
  if (!first) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(first) ? first : `https://${first}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function selectReferral(value: Referral): ReferralView {
  return {
    referralCode: value.referralCode,
    invitedCount: value.totalInvitations,
    promotionOrigin: promotionOrigin(value.promotionDomains),
    referralLink: value.referralLink,
    rules: value.rules,
    qualifiedCount: value.qualifiedCount,
    totalEarnings: value.totalEarnings,
    pendingEarnings: value.pendingEarnings,
    friends: {
      rows: value.friends.content,
      totalPages: value.friends.totalPages ?? 1,
      totalCount: value.friends.totalCount ?? value.friends.content.length,
    },
  };
}

/** The member's referral code, link, earnings and one page of invited friends; asked only while the programme is offered (N4 REFERRAL). */
export function useReferral(page: number) {
  const { isLogin, isTrial } = useLoginState();
  const offered = useReferralOffered();
  return useQuery({
    // WIRE.md §7.3: autoGenerate makes the code on the first ask.
    ...routeQueryOptions(contract.promotions.referral, { query: { autoGenerate: true, page, size: FRIENDS_PAGE_SIZE } }),
    enabled: isLogin && !isTrial && offered,
    placeholderData: keepPreviousData,
    select: selectReferral,
  });
}
