import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PROMOTION_CATEGORIES } from '../../../contracts/shared/constants';
import { useEffect, useRef } from 'react';
import { contract, routeKeyPrefix, routeQueryOptions, useRouteMutation } from '../../lib/api';
import { withMainBalance } from '../member';

export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
export const PROMOTIONS_PAGE_SIZE = 12;
/** One call holds every promotion (18 seeded): the detail view finds the member's own status in it. */
const ALL_PROMOTIONS = { query: { category: 'ALL' as const, pageNo: 1, pageSize: 200 } };
const LIST_OPTIONS = { placeholderData: keepPreviousData, staleTime: 60_000 } as const;
/** While an application waits for review, the list looks again this often: the back office answers within minutes. */
const REVIEW_POLL_MS = 30_000;

/** A page of promotions: the member's own statuses for a real member, the public list otherwise. */
export function usePromotionList(member: boolean, category: PromotionCategory, pageNo: number) {
  const args = { query: { category, pageNo, pageSize: PROMOTIONS_PAGE_SIZE } };
  const publicList = useQuery({ ...routeQueryOptions(contract.promotions.list, args), ...LIST_OPTIONS, enabled: !member });
  const memberList = useQuery({
    ...routeQueryOptions(contract.promotions.memberList, args),
    ...LIST_OPTIONS,
    enabled: member,
    refetchInterval: (query) => (query.state.data?.list.some((promotion) => promotion.status === 'APPLYING') ? REVIEW_POLL_MS : false),
  });
  useIssuedRefresh(member ? memberList.data?.list : undefined);
  return member ? memberList : publicList;
}

/**
 * The back office pays an approved application on its own clock (APPLYING
 * becomes ISSUED, with a message): when a refetch shows more ISSUED than
 * before, the wallet and the inbox changed too.
 */
function useIssuedRefresh(list: ReadonlyArray<{ status: string }> | undefined) {
  const client = useQueryClient();
  const issued = list?.filter((promotion) => promotion.status === 'ISSUED').length;
  const seen = useRef(issued);
  useEffect(() => {
    if (issued === undefined) return;
    if (seen.current !== undefined && issued > seen.current) {
      for (const route of [contract.wallet.getBalance, contract.messages.unreadCount, contract.messages.list, contract.records.transactions]) {
        void client.invalidateQueries({ queryKey: routeKeyPrefix(route) });
      }
    }
    seen.current = issued;
  }, [issued, client]);
}

/** One promotion with its rich content, with the member's own status when a real member looks. */
export function usePromotion(member: boolean, id: number) {
  const publicDetail = useQuery({ ...routeQueryOptions(contract.promotions.detail, { query: { id } }), enabled: !member && id > 0, staleTime: 60_000 });
  const memberDetail = useQuery({
    ...routeQueryOptions(contract.promotions.memberList, ALL_PROMOTIONS),
    enabled: member && id > 0,
    staleTime: 60_000,
    select: (value) => value.list.find((promotion) => promotion.id === id) ?? null,
  });
  return member ? memberDetail : publicDetail;
}

/** What a status change touches: every promotion list (and the header's available count, one of them). */
const AFTER_APPLY = [contract.promotions.memberList, contract.rewards.overview, contract.rewards.list] as const;
/** A bonus paid: the wallet, the ledger and the lists. */
const AFTER_PAYMENT = [...AFTER_APPLY, contract.wallet.getBalance, contract.records.transactions] as const;

/** The header reads the balance query: the write's own answer moves it at once, before the refetch. */
function useSetBalance() {
  const client = useQueryClient();
  return (balance: number) =>
    client.setQueryData(routeQueryOptions(contract.wallet.getBalance).queryKey, (value) => (value ? withMainBalance(value, balance) : value));
}

/** Joins a promotion, or applies with a remark (SPEC §5: at most 140 characters). */
export function useApplyPromotion() {
  return useRouteMutation(contract.promotions.apply, {
    toArgs: ({ id, remark }: { id: number; remark?: string }) => ({ body: { id, ...(remark ? { remark } : {}) } }),
    invalidates: AFTER_APPLY,
    exclusive: true,
  });
}

/** Claims a promotion's bonus once; a fresh requestId per claim. */
export function useClaimPromotion() {
  const setBalance = useSetBalance();
  return useRouteMutation(contract.promotions.claim, {
    toArgs: (id: number) => ({ body: { id, requestId: crypto.randomUUID() } }),
    invalidates: AFTER_PAYMENT,
    exclusive: true,
    onSuccess: (value) => setBalance(value.balance),
  });
}

/** Manual rebate: what is available per game category since the last claim. */
export function useManualRebate() {
  return useQuery({ ...routeQueryOptions(contract.promotions.manualRebate), staleTime: 30_000 });
}

export const REBATE_HISTORY_PAGE_SIZE = 5;

/** The member's rebate claims, newest first. */
export function useRebateHistory(pageNo: number) {
  return useQuery({
    ...routeQueryOptions(contract.promotions.rebateHistory, { query: { pageNo, pageSize: REBATE_HISTORY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Claims every category's rebate at once (the server pays the total). */
export function useClaimRebate() {
  const setBalance = useSetBalance();
  return useRouteMutation(contract.promotions.claimRebate, {
    toArgs: (_input: void) => ({ body: { requestId: crypto.randomUUID() } }),
    invalidates: [contract.promotions.manualRebate, contract.promotions.rebateHistory, contract.wallet.getBalance, contract.records.transactions],
    exclusive: true,
    onSuccess: (value) => setBalance(value.balance),
  });
}

/** Red envelope events, current first, with whether the member opened each. */
export function useRaffles() {
  return useQuery({ ...routeQueryOptions(contract.promotions.raffle), select: (value) => value.list, staleTime: 30_000 });
}

/**
 * Opens a red envelope once. A refusal (the event just ended, say) means the cached event list is stale:
 * it is read again, so the page shows where the event stands.
 */
export function useOpenEnvelope() {
  const setBalance = useSetBalance();
  const client = useQueryClient();
  return useRouteMutation(contract.promotions.claimRaffle, {
    toArgs: (raffleId: number) => ({ body: { raffleId, requestId: crypto.randomUUID() } }),
    invalidates: [contract.promotions.raffle, contract.wallet.getBalance, contract.records.transactions],
    exclusive: true,
    onSuccess: (value) => setBalance(value.balance),
    onError: () => void client.invalidateQueries({ queryKey: routeKeyPrefix(contract.promotions.raffle) }),
  });
}
