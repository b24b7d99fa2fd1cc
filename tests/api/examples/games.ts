import { gamesOf } from '../../../mocks/games/query';
import { callRoute, contract } from '../../../src/lib/api';
import type { Examples } from './types';

/** A seeded slot with a free trial (the seed is fixed, so this is always the same game). */
function slot() {
  const game = gamesOf('RNG').find((candidate) => candidate.gameClassify === 'SLOT' && candidate.supportPlay === 0 && candidate.minBet <= 1)!;
  return { nodeId: game.nodeId, gameCode: game.gameCode, vassalage: game.vassalage, gameType: 'RNG' as const };
}

async function launchedTicket(): Promise<string> {
  const { ticket } = await callRoute(contract.games.launch, { body: slot() });
  return ticket;
}

async function guestTicket(): Promise<string> {
  const { ticket } = await callRoute(contract.games.trialLaunch, { body: slot() });
  return ticket;
}

export const gamesExamples = {
  menus: { persona: 'guest', args: { query: { language: 'EN' } } },
  launch: { persona: 'player01', args: async () => ({ body: slot() }) },
  trialLaunch: { persona: 'guest', args: async () => ({ body: { ...slot(), language: 'EN' } }) },
  trialSession: { persona: 'guest', args: async () => ({ query: { ticket: await guestTicket() } }) },
  trialBet: {
    persona: 'guest',
    args: async () => ({ body: { ticket: await guestTicket(), stake: 1, requestId: 'example-trial-bet-1' } }),
  },
  demoSession: { persona: 'player01', args: async () => ({ query: { ticket: await launchedTicket() } }) },
  demoBet: {
    persona: 'player01',
    args: async () => ({ body: { ticket: await launchedTicket(), stake: 1, requestId: 'example-demo-bet-1' } }),
  },
  list: { persona: 'guest', args: { query: { clientType: 3, gameType: 'RNG', vassalage: 'PT', gameName: 'dragon', pageNo: 1, pageSize: 18, language: 'EN' } } },
  hot: { persona: 'guest', args: { query: { isPlatform: 2, gameType: 'RNG', platform: 'flash,html5-desktop', language: 'EN' } } },
  recent: { persona: 'player01', args: { query: { page: 1, pageSize: 12 } } },
  popular: { persona: 'guest', args: { query: { limitNum: 12 } } },
  vendorLanes: { persona: 'guest', args: { query: { platform: 'html5-desktop' } } },
  vendorGameTypes: { persona: 'guest', args: { query: { vassalage: 'AG' } } },
  winnerBoard: { persona: 'guest', args: { query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } } },
  winnerRanking: { persona: 'guest', args: { query: { gameCategory: 'ALL', period: 'WEEK', limitNum: 10 } } },
} satisfies Examples<'games'>;
