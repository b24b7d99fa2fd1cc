import { gamesOf } from '@mocks/games/query';
import type { Examples } from './types';

function firstFish() {
  const game = gamesOf('FISH')[0]!;
  return { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'FISH' as const };
}

export const favouritesExamples = {
  list: { persona: 'player01', args: { query: { gameType: 'RNG', pageNo: 1, pageSize: 999 } } },
  ids: { persona: 'player01', args: {} },
  add: { persona: 'player01', args: async () => ({ body: firstFish() }) },
  remove: { persona: 'player01', args: async () => ({ body: firstFish() }) },
} satisfies Examples<'favourites'>;
