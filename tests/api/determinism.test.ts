import { describe, expect, it } from 'vitest';
import { collectionNames, resetWorld, snapshotWorld } from '../../mocks/world';
import { buildCatalogue, catalogueGames } from '../../mocks/games/catalogue';
import { useSimulatedBackend } from '../support/backend';

useSimulatedBackend();

/** The game catalogue as a fresh build gives it (the world keeps its build across resets). */
function catalogueFingerprint(): string {
  return JSON.stringify(buildCatalogue(catalogueGames().length));
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
    expect(catalogue).toContain('lottery.draws');
    expect(persistent.filter((name) => catalogue.includes(name))).toEqual([]);
    // The game catalogue is a plain array from the seed: neither a collection nor saved.
    expect([...persistent, ...catalogue].some((name) => name === 'games.games')).toBe(false);
    expect(Object.values(snapshotWorld().collections).every((rows) => rows.length < catalogueGames().length)).toBe(true);
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
    expect(JSON.stringify(catalogueGames())).toBe(catalogue);
  });

  it('keeps the catalogue size the world was seeded with', async () => {
    const { restoreWorld } = await import('../../mocks/world');
    await resetWorld({ games: 2_000 });
    const saved = snapshotWorld();
    expect(saved.catalogueSize).toBe(2_000);
    await resetWorld({ games: 10_000 });
    expect(catalogueGames()).toHaveLength(10_000);
    await restoreWorld(saved);
    expect(catalogueGames()).toHaveLength(2_000);
    await resetWorld({ games: 10_000 });
  });

  it('restores a world saved before collections moved to the domain that owns them (issue 34)', async () => {
    const { restoreWorld } = await import('../../mocks/world');
    const { credit } = await import('../../mocks/wallet/ledger');
    await credit('player01', 'BONUS', 10, 'TEST-RESTORE-MOVED');
    const changed = snapshotWorld();
    // As a save made before the move names them: the orders, transfers and bets under records, the rebate claims too.
    const moved = { 'wallet.bets': 'records.bets', 'wallet.deposits': 'records.deposits', 'wallet.withdrawals': 'records.withdrawals',
      'wallet.transfers': 'records.transfers', 'promotions.rebateClaims': 'records.rebateClaims' };
    const older = { ...changed, collections: { ...changed.collections } };
    for (const [now, before] of Object.entries(moved)) {
      expect(older.collections[now]?.length, now).toBeGreaterThan(0);
      older.collections[before] = older.collections[now]!;
      delete older.collections[now];
    }
    await resetWorld();
    expect(await restoreWorld(older)).toBe(true);
    expect(snapshotWorld()).toEqual(changed);
  });

  it('reseeds from scratch when the saved data has another version', async () => {
    const { restoreWorld } = await import('../../mocks/world');
    const stale = { ...snapshotWorld(), version: -1 };
    expect(await restoreWorld(stale)).toBe(false);
  });
});
