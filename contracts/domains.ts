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

/**
 * The contract's domains, by the name that starts each dotted route key (`session.login`). contracts/index.ts
 * routes them; the production build swaps that file for a schema-free manifest, and the drift reporter
 * (src/lib/api/drift) imports this one lazily for the schemas.
 */
export const domainContracts = {
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
};
