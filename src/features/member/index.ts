/**
 * The member's own corner of the shell: member info in the header and its menu, and the trial refusal of member
 * pages. No screens: its pages belong to the features that serve them (cashier, records, account, ...).
 * `api/` (member info, balance, counts; the money routes and the balance that follows them, the balance cache's
 * one owner), `components/` (header info, menu, balance, avatar and their valtio state), `rules/` (pure: the
 * money-follow messages).
 */
export { MemberInfo } from './components/MemberInfo';
export type { MemberPanelSlots } from './components/panelSlots';
export { TrialRefusal } from './components/TrialRefusal';
export { memberPrefs } from './components/prefs';
export { BALANCE_MOVED, MONEY_ROUTES, invalidateBalance, invalidateMoney, setMainBalance } from './api/money';
export { announceMoneyMoved, followBalance, useBalanceFollows } from './api/follow';
export { balanceChange } from './components/balanceChange';
export {
  balanceQuery, moduleOn, selectAvatarUrl, selectMissionsCount, selectPromoCount, selectReferralOffered, selectWalletBalance, useAvatarUrl,
  useBalanceQuery, useMissionsCount, usePromoCount, useReferralOffered, useRewardsCount, useUnreadCount, useVip, useWalletSummary,
  type WalletSummary,
} from './api';
export { useMemberCentreBadges } from './components/centreBadges';
