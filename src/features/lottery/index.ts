/**
 * Lottery pages (/lottery, /seaLottery, /vnLottery and their aliases) and the /seamless game page. `api.ts`,
 * `screens/`, `components/` (draw panels, menus, the countdown and launch hooks, the pinned lotteries),
 * `rules/` (pure: countdown, prize mode).
 */
export { LotteryScreen } from './screens/LotteryScreen';
export { SeamlessScreen } from './screens/SeamlessScreen';
export { areaOfPage, lobbyPrizeMode, VN_PRIZE_MODES, type LotteryArea, type LotteryPage } from './rules/prizeMode';
export { CLOSE_BEFORE_MS, drawStateOf, formatCountdown, type DrawState } from './rules/countdown';
export { readPinnedLotteries, togglePinnedLottery, usePinnedLotteries } from './components/pinnedLotteries';
