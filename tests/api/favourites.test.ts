import { describe, expect, it } from 'vitest';
import { PLAYER01_FAVOURITES } from '../../mocks/favourites/seed';
import { favourites } from '../../mocks/favourites/collections';
import { gamesOf } from '../../mocks/games/query';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const seededTotal = Object.values(PLAYER01_FAVOURITES).reduce((sum, count) => sum + (count ?? 0), 0);

async function startTrial(): Promise<void> {
  const value = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
  useToken(value.token);
}

/** The favourite ids as the app compares them: text (WIRE.md §8 Q17). */
const favIds = async () => (await callRoute(contract.favourites.ids)).map(String);

/** A game player01 does not have among the favourites. */
async function freshGame(gameType = 'RNG') {
  const ids = new Set((await callRoute(contract.favourites.ids)).map(String));
  return gamesOf(gameType).find((game) => !ids.has(String(game.nodeId)))!;
}

const bodyOf = (game: ReturnType<typeof gamesOf>[number]) => ({
  nodeId: game.nodeId,
  vendor: game.vassalage,
  gameType: game.gameType as 'RNG',
});

describe('favourites.list', () => {
  it('lists RNG favourites by default, latest first, as content + totalPages', async () => {
    await loginAs('player01', 'Player@123');
    const value = await callRoute(contract.favourites.list, { query: {} });
    expect(value.content).toHaveLength(PLAYER01_FAVOURITES.RNG!);
    expect(value.content.every((game) => game.gameType === 'RNG')).toBe(true);
    expect(value).toMatchObject({ pageNum: 1, totalPages: 1 });
    const order = favourites
      .findMany((q) => q.where({ account: 'player01', gameType: 'RNG' }))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
      .map((row) => row.nodeId);
    expect(value.content.map((game) => game.nodeId)).toEqual(order);
  });

  it('lists every type with ALL (the login fetch of 999) and pages', async () => {
    await loginAs('player01', 'Player@123');
    const all = await callRoute(contract.favourites.list, { query: { gameType: 'ALL', pageSize: 999 } });
    expect(all.content).toHaveLength(seededTotal);
    const paged = await callRoute(contract.favourites.list, { query: { gameType: 'ALL', pageNo: 2, pageSize: 4 } });
    expect(paged).toMatchObject({ pageNum: 2, totalPages: Math.ceil(seededTotal / 4) });
    expect(paged.content.map((game) => game.nodeId)).toEqual(all.content.slice(4, 8).map((game) => game.nodeId));
    const live = await callRoute(contract.favourites.list, { query: { gameType: 'LIVE' } });
    expect(live.content).toHaveLength(PLAYER01_FAVOURITES.LIVE!);
  });

  it('refuses a guest and a trial account', async () => {
    const guest = await refusal(callRoute(contract.favourites.list, { query: {} }));
    expect(guest.status).toBe(401);
    expect(guest.errorCode).toBe('login.not.session');
    await startTrial();
    const trial = await refusal(callRoute(contract.favourites.list, { query: {} }));
    expect(trial.errorCode).toBe('in_need_true_account');
  });
});

describe('favourites.ids', () => {
  it('answers an array of the favourite node ids', async () => {
    await loginAs('player01', 'Player@123');
    const ids = await favIds();
    expect(ids).toHaveLength(seededTotal);
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
    const all = await callRoute(contract.favourites.list, { query: { gameType: 'ALL', pageSize: 999 } });
    expect(ids).toEqual(all.content.map((game) => String(game.nodeId)));
  });

  it('refuses a trial account', async () => {
    await startTrial();
    const error = await refusal(callRoute(contract.favourites.ids));
    expect(error.errorCode).toBe('in_need_true_account');
    expect(error.status).toBe(400);
  });
});

describe('favourites.add', () => {
  it('adds a game (latest first) and adding it twice is harmless', async () => {
    await loginAs('player01', 'Player@123');
    const game = await freshGame();
    await callRoute(contract.favourites.add, { body: bodyOf(game) });
    const ids = await favIds();
    expect(ids).toHaveLength(seededTotal + 1);
    expect(ids[0]).toBe(String(game.nodeId));
    await callRoute(contract.favourites.add, { body: bodyOf(game) });
    expect(await favIds()).toEqual(ids);
    const list = await callRoute(contract.favourites.list, { query: {} });
    expect(list.content[0]!.nodeId).toBe(game.nodeId);
  });

  it('keeps favourites per member', async () => {
    await loginAs('player01', 'Player@123');
    const game = await freshGame('FISH');
    // The node id as text is the same game (WIRE.md §8 Q17).
    await callRoute(contract.favourites.add, { body: { ...bodyOf(game), nodeId: String(game.nodeId) } });
    expect(await favIds()).toContain(String(game.nodeId));
    await loginAs('agent_div_dl02', 'Member@123');
    expect(await callRoute(contract.favourites.ids)).toEqual([]);
  });

  it('refuses an unknown game, a vendor that is not the game\'s, a guest and a trial account', async () => {
    const game = gamesOf('RNG')[0]!;
    const guest = await refusal(callRoute(contract.favourites.add, { body: bodyOf(game) }));
    expect(guest.errorCode).toBe('login.not.session');
    await loginAs('player01', 'Player@123');
    const unknown = await refusal(callRoute(contract.favourites.add, { body: { ...bodyOf(game), nodeId: 99 } }));
    expect(unknown.status).toBe(400);
    const vendor = await refusal(callRoute(contract.favourites.add, { body: { ...bodyOf(game), vendor: game.vassalage === 'PT' ? 'MG' : 'PT' } }));
    expect(vendor.errorCode).toBe('request_param_err');
    const badType = await refusal(callRoute(contract.favourites.add, { body: { ...bodyOf(game), gameType: 'CASINO' as 'RNG' } }));
    expect(badType.status).toBe(400);
    await startTrial();
    const trial = await refusal(callRoute(contract.favourites.add, { body: bodyOf(game) }));
    expect(trial.errorCode).toBe('in_need_true_account');
  });
});

describe('favourites.remove', () => {
  it('removes a favourite; removing a non-favourite is a no-op', async () => {
    await loginAs('player01', 'Player@123');
    const all = await callRoute(contract.favourites.list, { query: { gameType: 'ALL', pageSize: 999 } });
    // A favourite of another type than RNG: the game's own gameType travels (WIRE.md §8 Q18).
    const victim = all.content.find((game) => game.gameType === 'FISH')!;
    const body = { nodeId: victim.nodeId as number, vendor: victim.vassalage!, gameType: victim.gameType as 'FISH' };
    await callRoute(contract.favourites.remove, { body });
    const ids = await favIds();
    expect(ids).toHaveLength(seededTotal - 1);
    expect(ids).not.toContain(String(victim.nodeId));
    await callRoute(contract.favourites.remove, { body });
    expect(await favIds()).toEqual(ids);
    const stranger = await freshGame();
    await callRoute(contract.favourites.remove, { body: bodyOf(stranger) });
    expect(await favIds()).toEqual(ids);
  });

  it('refuses a guest, a trial account and an unknown game', async () => {
    const game = gamesOf('RNG')[0]!;
    expect((await refusal(callRoute(contract.favourites.remove, { body: bodyOf(game) }))).status).toBe(401);
    await loginAs('player01', 'Player@123');
    expect((await refusal(callRoute(contract.favourites.remove, { body: { ...bodyOf(game), nodeId: 42 } }))).errorCode).toBe('record_not_found');
    expect((await refusal(callRoute(contract.favourites.remove, { body: { ...bodyOf(game), nodeId: 'VENDOR_PNG' } }))).errorCode).toBe('record_not_found');
    await startTrial();
    expect((await refusal(callRoute(contract.favourites.remove, { body: bodyOf(game) }))).errorCode).toBe('in_need_true_account');
  });
});
