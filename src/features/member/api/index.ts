import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CURRENCY_SYMBOL, INBOX_MODULE, PROMO_BADGE_TYPES, REWARD_CENTRE_MODULE, WALLET_ACCOUNT_TYPE_IDS } from '@contracts/shared/constants';
import { toNumber } from '@contracts/shared/wire-numbers';
import type { WalletBalance } from '@contracts/wallet';
import { contract, routeQueryOptions } from '@/lib/api';
import type { AvailablePromotions } from '@contracts/promotions';
import { wireBoolean } from '../../announcements';
import { useLoginState } from '../../session';
import { usePermission } from '../../system';
import { lastHiddenAt } from '../components/balanceChange';
import { hiddenLongEnough } from '../rules/balanceFollow';

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

/** A tab shown again after HIDDEN_REFETCH_MS away asks for the balance again, fresh or not; a quick glance away does not. */
const refetchAfterHidden = () => (hiddenLongEnough(lastHiddenAt(), Date.now()) ? ('always' as const) : false);

/**
 * The wallet balance (SPEC §3 public state `balance`, W1), for a logged-in user. Money actions
 * invalidate it; so do a decided order, another tab of the member, and a return to the tab.
 */
export const balanceQuery = () => ({ ...routeQueryOptions(contract.wallet.getBalance), staleTime: 15_000, refetchOnWindowFocus: refetchAfterHidden });

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

/**
 * Whether a whitelabel module is on (WIRE.md §6.2), read leniently from whatever flag map the
 * permission carries: "1", 1, true, "Y" are on. A module the map does not name is not known to be
 * off, so its call is made: the server refuses a module that is off, and these calls are silent.
 */
export function moduleOn(flags: unknown, moduleId: string): boolean {
  if (!flags || typeof flags !== 'object') return true;
  const value = (flags as Record<string, unknown>)[moduleId];
  return value === undefined || value === null ? true : wireBoolean(value);
}

/** The whitelabel flags of the permission answer, whatever their shape. */
function useModuleOn(moduleId: string): boolean {
  return moduleOn(usePermission()?.whitelabel, moduleId);
}

/**
 * SPEC §3 `unreadMessage` (N2, a bare number). Not asked for trial accounts (SPEC §6) nor while
 * INBOX3 is off (WIRE.md §9 checklist 41: the count is then 0). The call is silent: a 401 on it
 * shows nothing and keeps the member logged in.
 */
export function useUnreadCount(): number {
  const { isLogin, isTrial } = useLoginState();
  const inbox = useModuleOn(INBOX_MODULE);
  const asked = isLogin && !isTrial && inbox;
  const { data } = useQuery({ ...routeQueryOptions(contract.messages.unreadCount), enabled: asked, staleTime: COUNTS_STALE_MS });
  return asked ? (data ?? 0) : 0;
}

/** N4's `content`: a type the platform leaves out counts 0 and is off. */
type AvailableContent = NonNullable<AvailablePromotions['content']>;
const entryOf = (value: AvailablePromotions, type: string): NonNullable<AvailableContent[string]> | undefined => value.content?.[type] ?? undefined;

/** SPEC §3 availablePromoCount: the sum of N4 `count` over MANUAL, RAFFLE, TICKET, REGISTER, LOGIN, SAVIOR, MISSION_MANUAL. */
export function selectPromoCount(value: AvailablePromotions): number {
  return PROMO_BADGE_TYPES.reduce((sum, type) => sum + Math.max(0, entryOf(value, type)?.count ?? 0), 0);
}

/** SPEC §2 missions badge: N4 `MISSION.count`. */
export function selectMissionsCount(value: AvailablePromotions): number {
  return Math.max(0, entryOf(value, 'MISSION')?.count ?? 0);
}

/** SPEC §3 availablePromo REFERRAL `enabled`: N4 `REFERRAL.enabled`. */
export function selectReferralOffered(value: AvailablePromotions): boolean {
  return wireBoolean(entryOf(value, 'REFERRAL')?.enabled);
}

/** N4 once per login (silent), for real members while the reward centre (REWCEN3) is on; every badge reads it through a select. */
function useAvailable<T>(select: (value: AvailablePromotions) => T) {
  const { isLogin, isTrial } = useLoginState();
  const rewardCentre = useModuleOn(REWARD_CENTRE_MODULE);
  const asked = isLogin && !isTrial && rewardCentre;
  const query = useQuery({ ...routeQueryOptions(contract.promotions.available), enabled: asked, staleTime: COUNTS_STALE_MS, select });
  return asked ? query.data : undefined;
}

export function usePromoCount(): number {
  return useAvailable(selectPromoCount) ?? 0;
}

export function useMissionsCount(): number {
  return useAvailable(selectMissionsCount) ?? 0;
}

/** Whether refer-a-friend is offered (menus hide it when not); a guest is not offered it (N4 needs a session). */
export function useReferralOffered(): boolean {
  return useAvailable(selectReferralOffered) ?? false;
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
