import type { Contract } from '@contracts';
import { agentExamples } from './agent';
import { contentExamples } from './content';
import { favouritesExamples } from './favourites';
import { gamesExamples } from './games';
import { kycExamples } from './kyc';
import { liveExamples } from './live';
import { lotteryExamples } from './lottery';
import { memberExamples } from './member';
import { messagesExamples } from './messages';
import { missionsExamples } from './missions';
import { noticesExamples } from './notices';
import { pointsExamples } from './points';
import { promotionsExamples } from './promotions';
import { recordsExamples } from './records';
import { responsibleGamingExamples } from './responsibleGaming';
import { rewardsExamples } from './rewards';
import { sessionExamples } from './session';
import { systemExamples } from './system';
import { verificationExamples } from './verification';
import { walletExamples } from './wallet';
import type { Examples } from './types';

/** One example call per route of the contract; a domain or route without one fails typecheck. */
export const examples: { [D in keyof Contract]: Examples<D> } = {
  session: sessionExamples,
  verification: verificationExamples,
  member: memberExamples,
  system: systemExamples,
  wallet: walletExamples,
  records: recordsExamples,
  promotions: promotionsExamples,
  rewards: rewardsExamples,
  points: pointsExamples,
  missions: missionsExamples,
  messages: messagesExamples,
  notices: noticesExamples,
  kyc: kycExamples,
  games: gamesExamples,
  favourites: favouritesExamples,
  lottery: lotteryExamples,
  live: liveExamples,
  agent: agentExamples,
  content: contentExamples,
  responsibleGaming: responsibleGamingExamples,
};

/** The example of a route by its dotted key (`session.login`), untyped for table-driven tests. */
export function exampleFor(key: string): import('./types').Example<import('@ts-rest/core').AppRoute> | undefined {
  const [domain, name] = key.split('.') as [keyof Contract, string];
  return (examples[domain] as unknown as Record<string, import('./types').Example<import('@ts-rest/core').AppRoute>> | undefined)?.[name];
}
