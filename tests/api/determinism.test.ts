import { describe, expect, it } from 'vitest';
import { collectionNames, resetWorld, snapshotWorld } from '../../mocks/world';
import * as games from '../../mocks/games/collections';
import { useSimulatedBackend } from '../support/backend';

useSimulatedBackend();

function catalogueFingerprint(): string {
  return JSON.stringify(Object.values(games.catalogue as Record<string, { all(): unknown[] }>).map((collection) => collection.all()));
}

describe('the seed', () => {
  it('gives the same world every time', async () => {
    await resetWorld();
    const first = { persistent: snapshotWorld(), catalogue: catalogueFingerprint() };
    await resetWorld();
    const second = { persistent: snapshotWorld(), catalogue: catalogueFingerprint() };
    expect(second.persistent).toEqual(first.persistent);
    expect(second.catalogue).toBe(first.catalogue);
  });

  it('keeps the catalogue out of what the demo persists', () => {
    const { persistent, catalogue } = collectionNames();
    expect(persistent).toContain('member.members');
    expect(persistent).toContain('wallet.ledger');
    expect(catalogue.some((name) => name.startsWith('games.'))).toBe(true);
    expect(persistent.filter((name) => catalogue.includes(name))).toEqual([]);
  });

  it('seeds every wallet through the ledger: each balance equals the sum of its rows', () => {
    const snapshot = snapshotWorld();
    const wallets = snapshot.collections['wallet.wallets'] as Array<{ account: string; balance: number }>;
    const ledger = snapshot.collections['wallet.ledger'] as Array<{ account: string; amount: number }>;
    expect(wallets.length).toBeGreaterThan(40);
    for (const wallet of wallets) {
      const sum = ledger.filter((row) => row.account === wallet.account).reduce((total, row) => total + row.amount, 0);
      expect(Math.round(sum * 100) / 100, wallet.account).toBe(wallet.balance);
      expect(wallet.balance).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('restoring the demo', () => {
  it('puts back exactly what users changed and regenerates the same catalogue', async () => {
    const { restoreWorld } = await import('../../mocks/world');
    const { credit } = await import('../../mocks/wallet/ledger');
    await credit('player01', 'BONUS', 10, 'TEST-RESTORE');
    const changed = snapshotWorld();
    const catalogue = catalogueFingerprint();
    await resetWorld();
    expect(snapshotWorld()).not.toEqual(changed);
    expect(await restoreWorld(changed)).toBe(true);
    expect(snapshotWorld()).toEqual(changed);
    expect(catalogueFingerprint()).toBe(catalogue);
  });

  it('reseeds from scratch when the saved data has another version', async () => {
    const { restoreWorld } = await import('../../mocks/world');
    const stale = { ...snapshotWorld(), version: -1 };
    expect(await restoreWorld(stale)).toBe(false);
  });
});
