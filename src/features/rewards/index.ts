/** VIP and rewards (SPEC §1, §2): the rewards page (VIP level, perks) and the reward centre (claim, claim all). */
export { Rewards } from './screens/Rewards';
export { RewardCenter } from './screens/RewardCenter';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadRewards, loadRewardCenter } from './lazyScreens';
