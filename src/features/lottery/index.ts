/** Lottery pages (/lottery, /seaLottery, /vnLottery and their aliases) and the /seamless game page. */
export { LotteryScreen } from './screens/LotteryScreen';
export { SeamlessScreen } from './screens/SeamlessScreen';
export { areaOfPage, lobbyPrizeMode, VN_PRIZE_MODES, type LotteryArea, type LotteryPage } from './prizeMode';
export { CLOSE_BEFORE_MS, drawStateOf, formatCountdown, type DrawState } from './countdown';
export { readLotteryFavourites, toggleLotteryFavourite, useLotteryFavourites } from './favourites';
