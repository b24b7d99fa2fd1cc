import { bootDemoGame } from './boot';
import { LotteryGame } from './LotteryGame';

/** Entry of /demo-games/lottery.html (demo and dev builds only): a lottery lobby's game ticket. */
void bootDemoGame(LotteryGame);
