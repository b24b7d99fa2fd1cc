import type { Faker } from '@faker-js/faker';
import { daysAgo, fakerFor } from '../engine/fake';
import { SEED_ACCOUNTS } from '../member/accounts';
import { members } from '../member/collections';
import { recentPlays, winners } from './collections';
import { maskName } from './demo';
import { gamesOf } from './query';
import { round2 } from '../engine/helpers';

/** Crowd players: the generated players who fill the boards. */
function crowd(): string[] {
  const named = new Set(SEED_ACCOUNTS.map((account) => account.username));
  return members
    .all()
    .filter((member) => member.type === 0 && member.upline === null && !named.has(member.account))
    .map((member) => member.account);
}

export const SEED_WINNERS = 60;
export const PLAYER01_RECENT = 12;

async function seedWinners(faker: Faker, players: string[]): Promise<void> {
  const pool = [...gamesOf('RNG').slice(0, 400), ...gamesOf('FISH'), ...gamesOf('LIVE'), ...gamesOf('PVP')];
  for (let i = 0; i < SEED_WINNERS; i += 1) {
    const game = faker.helpers.arrayElement(pool);
    const account = faker.helpers.arrayElement(players.length ? players : ['player01']);
    await winners.create({
      recordId: i + 1,
      gameName: game.gameName,
      customerName: maskName(account),
      winAmount: round2(200 * Math.pow(400, faker.number.float({ min: 0, max: 1 }))),
      iconUrl: game.iconUrl,
      game: { nodeId: game.nodeId, gameType: game.gameType, vassalage: game.vassalage, gameCode: game.gameCode },
      account,
      gameType: game.gameType,
      createTime: daysAgo(faker.number.float({ min: 0, max: 7, fractionDigits: 3 })),
    });
  }
}

async function seedRecentPlays(faker: Faker, players: string[]): Promise<void> {
  let id = 0;
  // player01: a dozen recent plays across slots, fishing, live and cards.
  const picks = [
    ...faker.helpers.arrayElements(gamesOf('RNG').slice(0, 300), 7),
    ...faker.helpers.arrayElements(gamesOf('FISH'), 2),
    ...faker.helpers.arrayElements(gamesOf('LIVE'), 2),
    ...faker.helpers.arrayElements(gamesOf('PVP'), 1),
  ];
  for (const [n, game] of picks.slice(0, PLAYER01_RECENT).entries()) {
    id += 1;
    await recentPlays.create({
      id, account: 'player01', nodeId: game.nodeId, playedAt: daysAgo(0.2 + n * 0.9), playCount: faker.number.int({ min: 1, max: 40 }),
    });
  }
  // The crowd plays the popular games: this feeds the "popular" list.
  const popular = gamesOf().slice(0, 80);
  for (const account of players) {
    for (const game of faker.helpers.arrayElements(popular, 3)) {
      id += 1;
      await recentPlays.create({
        id, account, nodeId: game.nodeId, playedAt: daysAgo(faker.number.float({ min: 0, max: 20, fractionDigits: 3 })), playCount: faker.number.int({ min: 1, max: 60 }),
      });
    }
  }
}

/**
 * Seeds what players did in the games domain (the catalogue itself is built
 * on first use: mocks/games/catalogue.ts). Runs after the domains before it in mocks/world.ts.
 */
export async function seed(): Promise<void> {
  const faker = fakerFor('games.activity');
  const players = crowd();
  await seedWinners(faker, players);
  await seedRecentPlays(faker, players);
}
