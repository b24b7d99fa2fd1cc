import { describe, expect, it } from 'vitest';
import { completeWorld, EARLY_ROUTES, isWorldComplete } from '../../mocks/engine/world-gate';
import { resetWorld, resetWorldInParts, snapshotWorld } from '../../mocks/world';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { wireHeaders } from '../support/wire';

useSimulatedBackend();

/** Every early route, as home, the side menu and the game lists ask for it (a few inputs each). */
const EARLY_CALLS: Array<{ key: string; call: () => Promise<unknown> }> = [
  { key: 'system.status', call: () => callRoute(contract.system.status, { query: {} }) },
  { key: 'system.countries', call: () => callRoute(contract.system.countries) },
  { key: 'notices.notice', call: () => callRoute(contract.notices.notice, { query: { execution: 'B' } }) },
  { key: 'notices.notice', call: () => callRoute(contract.notices.notice, { query: { types: 'B', execution: 'B' } }) },
  { key: 'games.list', call: () => callRoute(contract.games.list, { query: { gameType: 'RNG', pageNo: 2 } }) },
  { key: 'games.list', call: () => callRoute(contract.games.list, { query: { gameType: 'LIVE', vassalage: 'EVO', gameName: 'a' } }) },
  { key: 'games.list', call: () => callRoute(contract.games.list, { query: { gameType: 'FISH', vassalage: 'AG,PT' } }) },
  { key: 'games.hot', call: () => callRoute(contract.games.hot, { query: { vassalage: '' } }) },
  { key: 'games.vendorLanes', call: () => callRoute(contract.games.vendorLanes, { query: {} }) },
  { key: 'games.vendorGameTypes', call: () => callRoute(contract.games.vendorGameTypes, { query: { vassalage: 'ag' } }) },
  { key: 'games.winnerBoard', call: () => callRoute(contract.games.winnerBoard, { query: { gameCategory: 'ALL' } }) },
];

const answerAll = () => Promise.all(EARLY_CALLS.map(({ call }) => call()));

describe('a new world seeded in parts (mocks/engine/world-gate.ts)', () => {
  it('answers every early route to a guest before the rest is in, exactly as with the whole world', async () => {
    expect(new Set(EARLY_CALLS.map(({ key }) => key))).toEqual(EARLY_ROUTES);
    await resetWorldInParts();
    expect(isWorldComplete()).toBe(false);
    const early = await answerAll();
    // None of them needed the rest, so none started it.
    expect(isWorldComplete()).toBe(false);
    await completeWorld();
    expect(isWorldComplete()).toBe(true);
    expect(await answerAll()).toEqual(early);
  });

  it('seeds the same world as a seed at once', async () => {
    await resetWorld();
    const atOnce = snapshotWorld();
    await resetWorldInParts();
    expect(() => snapshotWorld()).toThrow(/not seeded yet/);
    await completeWorld();
    expect(snapshotWorld()).toEqual(atOnce);
  });

  it('makes any other request, and an early route asked with a session, wait for the rest', async () => {
    await resetWorldInParts();
    const categories = await callRoute(contract.promotions.categories);
    expect(isWorldComplete()).toBe(true);
    await resetWorld();
    expect(await callRoute(contract.promotions.categories)).toEqual(categories);

    // A caller with a session (the app sends it on every call, WIRE.md §1.2) waits for the whole world.
    const token = await loginAs('player01', 'Player@123');
    await resetWorldInParts();
    const lanes = await fetch(new URL(`${contract.games.vendorLanes.path}?platform=html5-desktop&merchantCode=rjc`, 'http://localhost'), { headers: wireHeaders({ token }) });
    expect(lanes.status, await lanes.clone().text()).toBe(200);
    expect(isWorldComplete()).toBe(true);
  });
});
