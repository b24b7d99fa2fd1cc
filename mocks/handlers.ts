import { contract } from '../contracts';
import { CHAOS_GROUPS } from './chaos-groups';
import { downLaunchHostHandler } from './games/demo';
import { registerWorldClockEvents } from './clock-events';
import { configureEngine, createHandlers } from './engine/handle';
import type { MemberRecord, SessionRecord } from './member/collections';
import { memberOfSession, liveSession } from './session/sessions';
import { moduleOn } from './system/modules';
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
import { guardDoor } from './responsibleGaming/doors';
import { responsibleGamingImpl } from './responsibleGaming/handlers';
import { rewardsImpl } from './rewards/handlers';
import { sessionImpl } from './session/handlers';
import { systemImpl } from './system/handlers';
import { verificationImpl } from './verification/handlers';
import { walletImpl } from './wallet/handlers';

declare module './engine/implement' {
  /** Who a caller is, as the engine hands it to every route (MockContext): the member domain's records. */
  interface CallerRecords {
    member: MemberRecord;
    session: SessionRecord;
  }
}

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

// The engine knows no domain: who a token belongs to, which whitelabel modules are on (WIRE.md §6.2: a
// route whose module is off is refused 400 function.not.available), the guard before every route
// (self-exclusion and time-out close every door but withdrawal) and chaos's route groups come from here.
configureEngine({
  sessionOf: liveSession,
  memberOf: memberOfSession,
  moduleGate: moduleOn,
  routeGuard: guardDoor,
  chaosGroups: CHAOS_GROUPS,
});
// The world's timed events, for the QA toolbar's jump to the next one (issue 36).
registerWorldClockEvents();

// The games domain's dead launch host (QA flag launchHostDown) answers before any route.
export const handlers = [downLaunchHostHandler, ...createHandlers(contract, implementation)];
