import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract, routeQueryOptions } from '../../lib/api';
import { useLoginState } from '../session';
import { useReferralOffered } from '../system';

/** Invited friends per page. */
export const FRIENDS_PAGE_SIZE = 10;

/** The member's referral code, link, earnings and one page of invited friends; asked only while the programme is offered. */
export function useReferral(pageNo: number) {
  const { isLogin, isTrial } = useLoginState();
  const offered = useReferralOffered();
  return useQuery({
    ...routeQueryOptions(contract.promotions.referral, { query: { pageNo, pageSize: FRIENDS_PAGE_SIZE } }),
    enabled: isLogin && !isTrial && offered,
    placeholderData: keepPreviousData,
  });
}
