/** The member's own corner of the shell: member info in the header and its menu, and the trial refusal of member pages. */
export { MemberInfo } from './MemberInfo';
export type { MemberPanelSlots } from './panelSlots';
export { TrialRefusal } from './TrialRefusal';
export { memberPrefs } from './prefs';
export { BALANCE_MOVED, MONEY_ROUTES, invalidateBalance, invalidateMoney, setMainBalance } from './money';
export { announceMoneyMoved, followBalance, useBalanceFollows } from './follow';
export { balanceChange } from './balanceChange';
export {
  balanceQuery, moduleOn, selectAvatarUrl, selectMissionsCount, selectPromoCount, selectReferralOffered, selectWalletBalance, useAvatarUrl,
  useBalanceQuery, useMissionsCount, usePromoCount, useReferralOffered, useRewardsCount, useUnreadCount, useVip, useWalletSummary,
  type WalletSummary,
} from './api';
export { useMemberCentreBadges } from './centreBadges';
