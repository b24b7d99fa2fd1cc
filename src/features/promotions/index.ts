/**
 * Promotions and their money (SPEC §1, §2, §4, §5): the promotion cards with the member's own statuses
 * (/promotions and the centre's promotions page), the manual rebate and the red envelope, and the claim
 * refusals, money formatting and panel styles the rewards pages share.
 */
export { PromotionsScreen } from './screens/PromotionsScreen';
export { MemberPromotions } from './screens/MemberPromotions';
export { ManualRebate } from './screens/ManualRebate';
export { RedEnvelope } from './screens/RedEnvelope';
export { claimRefusalText, errorKeyFor } from './rules/refusal';
export { useMoney } from './components/useMoney';
export { default as engagePanels } from './components/engagePanels.module.css';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadMemberPromotions, loadManualRebate, loadRedEnvelope } from './lazyScreens';
