/** VIP and rewards (SPEC §1, §2): the rewards page (VIP level, perks) and the reward centre (claim, claim all). */
export { Rewards } from './screens/Rewards';
export { RewardCenter } from './screens/RewardCenter';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadRewards = () => import(/* webpackChunkName: "member.rewards" */ './screens/Rewards').then((module) => module.Rewards);
export const loadRewardCenter = () => import(/* webpackChunkName: "member.rewardCenter" */ './screens/RewardCenter').then((module) => module.RewardCenter);
