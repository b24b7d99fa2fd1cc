import { gamesOf } from '@mocks/games/query';
import { callRoute, contract } from '@/lib/api';
import type { Examples } from './types';

/** A seeded slot with a free trial (the seed is fixed, so this is always the same game). */
export function exampleSlot() {
  return gamesOf('RNG').find((candidate) => candidate.gameClassify === 'SLOT' && candidate.supportPlay === 0 && candidate.minBet <= 1 && candidate.vassalage !== 'PT')!;
}

/** G11's exact fields for the example slot (what the lobby's gameLaunchQuery sends). */
export function slotLaunchQuery(accountType: 0 | 1 = 1) {
  const game = exampleSlot();
  return {
    gameId: game.gameId, nodeId: game.nodeId, accountType, confirmTrans: 0, vassalage: game.vassalage, launchMode: 'GLS' as const,
    platform: 'html5-desktop', clientType: 3, merchantCode: 'rjc',
  };
}

/** G13's fields for the example slot. */
export function slotTrialQuery() {
  const game = exampleSlot();
  return { gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage, platform: 'html5-desktop' };
}

/** The demo ticket inside a launch URL. */
export function ticketOf(value: { content?: { game_url?: string | null; game_url2?: string | null } | null }): string {
  const url = value.content?.game_url ?? value.content?.game_url2 ?? '';
  return new URL(url, 'http://localhost').searchParams.get('ticket') ?? '';
}

async function launchedTicket(): Promise<string> {
  return ticketOf(await callRoute(contract.games.launch, { query: slotLaunchQuery() }));
}

async function guestTicket(): Promise<string> {
  return ticketOf(await callRoute(contract.games.trialLaunch, { query: slotTrialQuery() }));
}

export const gamesExamples = {
  list: { persona: 'guest', args: { query: { gameType: 'RNG', vassalage: 'PT', gameName: 'dragon', pageNo: 1, pageSize: 18 } } },
  hot: { persona: 'guest', args: { query: { gameType: 'RNG', vassalage: '' } } },
  hotMobile: { persona: 'guest', args: { body: { gameType: 'RNG', vassalage: '' } } },
  recent: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 12 } } },
  launch: { persona: 'player01', args: async () => ({ query: slotLaunchQuery() }) },
  trialLaunch: { persona: 'guest', args: async () => ({ query: slotTrialQuery() }) },
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
  closeGame: { persona: 'player01', args: { body: { nodeId: slotLaunchQuery().nodeId } } },
  vendorLanes: { persona: 'guest', args: { query: {} } },
  vendorGameTypes: { persona: 'guest', args: { query: { vassalage: 'AG' } } },
  winnerBoard: { persona: 'guest', args: { query: { gameCategory: 'ALL' } } },
} satisfies Examples<'games'>;
