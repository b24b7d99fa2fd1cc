import { describe, expect, it, vi } from 'vitest';

/**
 * The seeded world is written against a reference date (mocks/engine/clock.ts): Node tests pin it at noon, the
 * browser takes the start of the day it is opened. Whatever day and time of day it is, the world must tell the
 * same story: player01's points were 34,273 under Node and 34,207 in every browser while the seed's weekly points
 * windows moved with the reference's time of day (issue 32).
 */
/** player01's seeded points, as stories/mall/PointMall.stories.tsx names them. */
const PLAYER01_POINTS = 34_207;
const REFERENCES = ['2026-11-01T00:00:00.000Z', '2026-11-01T12:00:00.000Z', '2026-11-01T23:59:00.000Z', '2027-03-14T07:30:00.000Z'];

/** Seeds a fresh world at a reference date and reads what it holds of points. */
async function pointsWorld(reference: string) {
  vi.resetModules();
  vi.stubEnv('WORLD_REFERENCE_DATE', reference);
  const { resetWorld } = await import('../../mocks/world');
  const { pointsOf } = await import('../../mocks/points/ledger');
  const { members } = await import('../../mocks/member/collections');
  await resetWorld();
  const accounts = members.findMany().map((member) => member.account).sort();
  return { player01: pointsOf('player01'), everyone: Object.fromEntries(accounts.map((account) => [account, pointsOf(account)])) };
}

describe('the seed on any day at any time of day', () => {
  it("gives player01 the same points, and every member theirs, whatever the reference's day and time", async () => {
    const worlds: Array<{ reference: string } & Awaited<ReturnType<typeof pointsWorld>>> = [];
    for (const reference of REFERENCES) worlds.push({ reference, ...(await pointsWorld(reference)) });
    vi.unstubAllEnvs();
    expect(worlds.map((world) => [world.reference, world.player01])).toEqual(REFERENCES.map((reference) => [reference, worlds[0]!.player01]));
    for (const world of worlds.slice(1)) expect(world.everyone, world.reference).toEqual(worlds[0]!.everyone);
    // The figure the docs and the stories name.
    expect(worlds[0]!.player01).toBe(PLAYER01_POINTS);
  });
});
