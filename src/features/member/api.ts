import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CURRENCY_SYMBOL, WALLET_ACCOUNT_TYPE_IDS } from '../../../contracts/shared/constants';
import { toNumber } from '../../../contracts/shared/wire-numbers';
import type { WalletBalance } from '../../../contracts/wallet';
import { contract, routeQueryOptions } from '../../lib/api';
import { useLoginState } from '../session';

/**
 * SPEC §2 badge counts are fetched once per login (logout drops member data)
 * and refreshed by the actions that change them, which invalidate their
 * queries: no timer refetches them behind the member's back.
 */
const COUNTS_STALE_MS = Infinity;

/** One of the member's accounts as screens read it. */
export interface WalletAccountView {
  accountTypeId: number;
  name: string;
  balance: number;
}

/** W1 as screens read it: the main wallet, the sum, the currency and its symbol, and every account. */
export interface WalletSummary {
  /** The main wallet (`accountTypeId` 2): what the header shows. The sum when no main account is listed. */
  main: number;
  total: number;
  currency: string;
  /** The server's symbol (e.g. `৳`); SPEC's "$" only when none is sent. */
  currencySymbol: string;
  accounts: WalletAccountView[];
}

/**
 * W1's answer as screens read it (WIRE.md §6.3): amounts and ids as numbers whatever the wire sent,
 * the main wallet found by its account type, the symbol defaulted to "$".
 */
export function selectWalletBalance(value: WalletBalance): WalletSummary {
  const accounts = (value.balance ?? []).map((item) => ({
    accountTypeId: toNumber(item.accountTypeId, -1),
    name: item.displayName || item.accountName || '',
    balance: toNumber(item.availBalance),
  }));
  const listed = accounts.reduce((sum, item) => sum + item.balance, 0);
  const total = value.sumBalance === null || value.sumBalance === undefined ? listed : toNumber(value.sumBalance);
  const main = accounts.find((item) => item.accountTypeId === WALLET_ACCOUNT_TYPE_IDS.MAIN);
  return {
    main: main ? main.balance : total,
    total,
    currency: value.currency ?? '',
    currencySymbol: value.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
    accounts,
  };
}

/**
 * A W1 answer with the main wallet set to `amount` (and the sum moved by as much): what a write that
 * answers the new balance (a claim, a payout) puts in the cache before the refetch confirms it.
 */
export function withMainBalance(value: WalletBalance, amount: number): WalletBalance {
  const before = selectWalletBalance(value).main;
  const balance = (value.balance ?? []).map((item) =>
    toNumber(item.accountTypeId, -1) === WALLET_ACCOUNT_TYPE_IDS.MAIN ? { ...item, availBalance: amount } : item,
  );
  const sumBalance = value.sumBalance === null || value.sumBalance === undefined ? value.sumBalance : toNumber(value.sumBalance) + amount - before;
  return { ...value, sumBalance, balance };
}

/** The wallet balance (SPEC §3 public state `balance`, W1), for a logged-in user. */
export const balanceQuery = () => ({ ...routeQueryOptions(contract.wallet.getBalance), staleTime: 15_000 });

/** The main wallet's balance, for the places that show one amount (agent header, quick centre, conversions). */
export function useBalanceQuery() {
  const { isLogin } = useLoginState();
  return useQuery({ ...balanceQuery(), enabled: isLogin, select: (value) => selectWalletBalance(value).main });
}

/** The whole W1 answer as screens read it: the header box (amount and the server's symbol) and the wallet page. */
export function useWalletSummary() {
  const { isLogin } = useLoginState();
  return useQuery({ ...balanceQuery(), enabled: isLogin, select: selectWalletBalance });
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

/** SPEC §3 hasVip, vipLabelName and vipRankLevel: they come with the member info. */
export function useVip(): Vip {
  const { userInfo } = useLoginState();
  return { hasVip: userInfo?.hasVip ?? false, vipLabelName: userInfo?.vipLabelName ?? '', vipRankLevel: userInfo?.vipRankLevel ?? 0 };
}
