import type { GameType } from '../../contracts/shared/constants';
import { daysAgo, fakerFor } from '../engine/fake';
import { gamesOf } from '../games/query';
import { favourites } from './collections';

/** player01's favourites by game type (about 15, mostly slots). */
export const PLAYER01_FAVOURITES: Partial<Record<GameType, number>> = { RNG: 10, FISH: 2, LIVE: 2, PVP: 1 };

async function seedFor(account: string, counts: Partial<Record<GameType, number>>, faker: ReturnType<typeof fakerFor>) {
  let n = 0;
  for (const [gameType, count] of Object.entries(counts) as Array<[GameType, number]>) {
    // Favourites come from the better-known part of each type's catalogue.
    const pool = gamesOf(gameType).slice(0, 200);
    for (const game of faker.helpers.arrayElements(pool, count)) {
      n += 1;
      await favourites.create({
        account,
        nodeId: game.nodeId,
        vendor: game.vassalage,
        gameType,
        createdAt: daysAgo(n * 2.5 + faker.number.float({ min: 0, max: 2, fractionDigits: 3 })),
      });
    }
  }
}

/** Seeds the favourites domain. Runs after the games domain in mocks/world.ts. */
export async function seed(): Promise<void> {
  const faker = fakerFor('favourites');
  await seedFor('player01', PLAYER01_FAVOURITES, faker);
  await seedFor('agent_div_dl01', { RNG: 4, FISH: 1 }, faker);
  await seedFor('agent_daily', { RNG: 3, LIVE: 2 }, faker);
}
