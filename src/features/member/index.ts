/** The member's own corner of the shell: member info in the header and its menu, and the trial refusal of member pages. */
export { MemberInfo } from './LazyMemberInfo';
export { TrialRefusal } from './TrialRefusal';
export { memberPrefs, resetMemberPrefs } from './prefs';
export { balanceQuery, useBalance, useBalanceQuery, usePromoCount, useUnreadCount, useVip, type Vip } from './api';
