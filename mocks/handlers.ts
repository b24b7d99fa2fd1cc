import { contract } from '../contracts';
import { registerChaosGroups } from './chaos-groups';
import { registerWorldClockEvents } from './clock-events';
import { createHandlers } from './engine/handle';
import { agentImpl } from './agent/handlers';
import { contentImpl } from './content/handlers';
import { favouritesImpl } from './favourites/handlers';
import { gamesImpl } from './games/handlers';
import { kycImpl } from './kyc/handlers';
import { liveImpl } from './live/handlers';
import { lotteryImpl } from './lottery/handlers';
import { memberImpl } from './member/handlers';
import { messagesImpl } from './messages/handlers';
import { missionsImpl } from './missions/handlers';
import { noticesImpl } from './notices/handlers';
import { pointsImpl } from './points/handlers';
import { promotionsImpl } from './promotions/handlers';
import { recordsImpl } from './records/handlers';
import { responsibleGamingImpl } from './responsibleGaming/handlers';
import { rewardsImpl } from './rewards/handlers';
import { sessionImpl } from './session/handlers';
import { systemImpl } from './system/handlers';
import { verificationImpl } from './verification/handlers';
import { walletImpl } from './wallet/handlers';


// Chaos's route groups and the world's timed events, for the QA toolbar (issue 36).
registerChaosGroups();
registerWorldClockEvents();
/** One implementation per route of the contract, checked against it at compile time. */
export const implementation = {
  session: sessionImpl,
  verification: verificationImpl,
  member: memberImpl,
  system: systemImpl,
  wallet: walletImpl,
  records: recordsImpl,
  promotions: promotionsImpl,
  rewards: rewardsImpl,
  points: pointsImpl,
  missions: missionsImpl,
  messages: messagesImpl,
  notices: noticesImpl,
  kyc: kycImpl,
  games: gamesImpl,
  favourites: favouritesImpl,
  lottery: lotteryImpl,
  live: liveImpl,
  agent: agentImpl,
  content: contentImpl,
  responsibleGaming: responsibleGamingImpl,
};

export const handlers = createHandlers(contract, implementation);
