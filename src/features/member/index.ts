/** The member's own corner of the shell: member info in the header and its menu, and the trial refusal of member pages. */
export { MemberInfo, preloadMemberInfo } from './LazyMemberInfo';
export { TrialRefusal } from './TrialRefusal';
export { memberPrefs } from './prefs';
export { balanceQuery, selectAvatarUrl, useAvatarUrl, useBalanceQuery, useMissionsCount, usePromoCount, useRewardsCount, useUnreadCount, useVip } from './api';
