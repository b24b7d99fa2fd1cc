import { afterEach, describe, expect, it, vi } from 'vitest';
import { now } from '../../mocks/engine/clock';
import { raffleClaims, raffles } from '../../mocks/promotions/collections';
import { ledger } from '../../mocks/wallet/collections';
import { balanceOf } from '../../mocks/wallet/ledger';
import { ApiError, callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const { promotions } = contract;
const BURST = 20;
const claim = (raffleId = 2) => callRoute(promotions.claimRaffle, { body: { raffleId } });

/** Moves raffle 2's window so that it ends `endsIn` ms from the simulated now. */
async function endRaffleIn(endsIn: number): Promise<number> {
  const end = now() + endsIn;
  await raffles.update((q) => q.where({ id: 2 }), { data(draft) { draft.endTime = new Date(end).toISOString(); } });
  return end;
}

const raffleRows = (account: string) => ledger.findMany((q) => q.where({ account })).filter((row) => row.reference === 'RAFFLE-2');

afterEach(() => {
  vi.useRealTimers();
});

describe('the red envelope follows its start and end times, not a stored status', () => {
  it('reads ENDED and refuses a claim once the end time has passed, though the stored status is still ACTIVE', async () => {
    await loginAs('player01', 'Player@123');
    vi.useFakeTimers({ toFake: ['Date'] });
    const end = await endRaffleIn(60_000);
    expect((await callRoute(promotions.raffle)).list.find((r) => r.id === 2)?.status).toBe('ACTIVE');
    vi.setSystemTime(end);
    const list = (await callRoute(promotions.raffle)).list;
    expect(list.find((r) => r.id === 2)).toMatchObject({ status: 'ENDED', claimed: false });
    expect(list.some((r) => r.status === 'ACTIVE')).toBe(false);
    const before = balanceOf('player01');
    const ended = await refusal(claim());
    expect(ended.errorCode).toBe('state_invalid');
    expect(ended.message).toBe('This red envelope event has ended');
    expect(ended.value).toMatchObject({ reason: 'ENDED' });
    expect(balanceOf('player01')).toBe(before);
    expect(raffleRows('player01')).toHaveLength(0);
  });

  it('refuses a claim before the start time and does not announce the event yet', async () => {
    await loginAs('player01', 'Player@123');
    const start = now() + 60_000;
    await raffles.create({
      id: 3, title: 'New Year Red Envelope', description: 'Soon.', startTime: new Date(start).toISOString(),
      endTime: new Date(start + 86_400_000).toISOString(), status: 'ACTIVE', minAmount: 1, maxAmount: 2,
    });
    expect((await callRoute(promotions.raffle)).list.map((r) => r.id)).not.toContain(3);
    const early = await refusal(claim(3));
    expect(early.errorCode).toBe('state_invalid');
    expect(early.value).toMatchObject({ reason: 'NOT_STARTED' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    expect((await callRoute(promotions.raffle)).list.map((r) => r.id)).toContain(3);
    expect((await claim(3)).raffleId).toBe(3);
  });

  it('a burst one millisecond before the end credits one envelope; a burst at the end credits none', async () => {
    await loginAs('player01', 'Player@123');
    vi.useFakeTimers({ toFake: ['Date'] });
    const end = await endRaffleIn(60_000);
    vi.setSystemTime(end - 1);
    const before = balanceOf('player01');
    const results = await Promise.allSettled(Array.from({ length: BURST }, () => claim()));
    const opened = results.filter((r) => r.status === 'fulfilled');
    expect(opened).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as ApiError).errorCode).toBe('already_claimed');
    expect(raffleRows('player01')).toHaveLength(1);
    expect(balanceOf('player01')).toBeCloseTo(before + raffleRows('player01')[0]!.amount, 2);

    await loginAs('kycpending01', 'Kyc@12345');
    vi.setSystemTime(end);
    const late = await Promise.allSettled(Array.from({ length: BURST }, () => claim()));
    for (const r of late) {
      expect(r.status).toBe('rejected');
      expect(((r as PromiseRejectedResult).reason as ApiError).value).toMatchObject({ reason: 'ENDED' });
    }
    expect(raffleRows('kycpending01')).toHaveLength(0);
  });

  it('claims spread across the end on the running clock: at most one credit, none after the end', async () => {
    await loginAs('player01', 'Player@123');
    const end = await endRaffleIn(40);
    const results = await Promise.allSettled(
      Array.from({ length: BURST }, (_, index) => new Promise((resolve) => setTimeout(resolve, index * 5)).then(() => claim())),
    );
    const opened = results.filter((r) => r.status === 'fulfilled');
    expect(opened.length).toBeLessThanOrEqual(1);
    const rows = raffleClaims.findMany((q) => q.where({ account: 'player01', raffleId: 2 }));
    expect(rows).toHaveLength(opened.length);
    for (const row of rows) expect(Date.parse(row.claimTime)).toBeLessThan(end);
    for (const r of results) {
      if (r.status === 'rejected') expect(['already_claimed', 'state_invalid']).toContain((r.reason as ApiError).errorCode);
    }
    expect(raffleRows('player01')).toHaveLength(opened.length);
  });
});
