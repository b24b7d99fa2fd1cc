import { fakerFor } from '../engine/fake';
import { gamesOf } from '../games/query';
import { liveModels, liveRooms } from './collections';

export const LIVE_MODEL_COUNT = 30;
export const FIRST_ROOM_ID = 9_001;
const TAGS = ['Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'VIP', 'Squeeze', 'Chat', 'New', 'Top host', 'Lucky'];

/** Seeds the live domain: hosts and their rooms at live tables. Runs after the games domain. */
export async function seed(): Promise<void> {
  const faker = fakerFor('live');
  const tables = gamesOf('LIVE');
  const picked = faker.helpers.arrayElements(tables, Math.min(LIVE_MODEL_COUNT, tables.length));
  for (const [i, game] of picked.entries()) {
    const modelId = 501 + i;
    const roomId = FIRST_ROOM_ID + i;
    const nickname = faker.person.firstName('female');
    const online = faker.datatype.boolean(0.7);
    const viewers = online ? faker.number.int({ min: 15, max: 4_800 }) : 0;
    await liveModels.create({
      modelId,
      nickname,
      avatarUrl: `/mock-assets/avatar/model-${modelId}.svg`,
      coverUrl: `/mock-assets/live/cover-${modelId}.svg`,
      roomId,
      online,
      viewers,
      followers: faker.number.int({ min: 200, max: 90_000 }),
      languages: faker.helpers.arrayElements(['EN', 'TY', 'ZH', 'VI', 'TH'], { min: 1, max: 3 }),
      tags: faker.helpers.arrayElements(TAGS, { min: 1, max: 3 }),
      vassalage: game.vassalage,
    });
    await liveRooms.create({
      roomId,
      title: `${nickname}'s ${game.gameName}`,
      modelId,
      modelNickname: nickname,
      vassalage: game.vassalage,
      gameType: 'LIVE',
      nodeId: game.nodeId,
      gameId: game.gameId,
      gameCode: game.gameCode,
      status: online ? 'OPEN' : 'CLOSED',
      viewers,
      minBet: game.minBet,
      maxBet: game.maxBet,
      coverUrl: `/mock-assets/live/room-${roomId}.svg`,
    });
  }
}
