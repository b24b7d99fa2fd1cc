import { initContract } from '@ts-rest/core';
import { agentContract } from './agent';
import { contentContract } from './content';
import { favouritesContract } from './favourites';
import { gamesContract } from './games';
import { kycContract } from './kyc';
import { liveContract } from './live';
import { lotteryContract } from './lottery';
import { memberContract } from './member';
import { messagesContract } from './messages';
import { missionsContract } from './missions';
import { noticesContract } from './notices';
import { pointsContract } from './points';
import { promotionsContract } from './promotions';
import { recordsContract } from './records';
import { responsibleGamingContract } from './responsibleGaming';
import { rewardsContract } from './rewards';
import { sessionContract } from './session';
import { systemContract } from './system';
import { verificationContract } from './verification';
import { walletContract } from './wallet';

const c = initContract();

/** The whole API: every /wps, /lgw and /wps/relay route the app calls. */
export const contract = c.router({
  session: sessionContract,
  verification: verificationContract,
  member: memberContract,
  system: systemContract,
  wallet: walletContract,
  records: recordsContract,
  promotions: promotionsContract,
  rewards: rewardsContract,
  points: pointsContract,
  missions: missionsContract,
  messages: messagesContract,
  notices: noticesContract,
  kyc: kycContract,
  games: gamesContract,
  favourites: favouritesContract,
  lottery: lotteryContract,
  live: liveContract,
  agent: agentContract,
  content: contentContract,
  responsibleGaming: responsibleGamingContract,
});

export type Contract = typeof contract;
