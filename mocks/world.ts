import type { Collection } from '@msw/data';
import * as agent from './agent/collections';
import * as content from './content/collections';
import * as favourites from './favourites/collections';
import * as games from './games/collections';
import * as kyc from './kyc/collections';
import * as live from './live/collections';
import * as lottery from './lottery/collections';
import * as member from './member/collections';
import * as messages from './messages/collections';
import * as missions from './missions/collections';
import * as notices from './notices/collections';
import * as points from './points/collections';
import * as promotions from './promotions/collections';
import * as records from './records/collections';
import * as responsibleGaming from './responsibleGaming/collections';
import * as rewards from './rewards/collections';
import * as session from './session/collections';
import * as system from './system/collections';
import * as verification from './verification/collections';
import * as wallet from './wallet/collections';
import { seed as seedAgent } from './agent/seed';
import { seed as seedContent } from './content/seed';
import { seed as seedFavourites } from './favourites/seed';
import { seed as seedGames } from './games/seed';
import { seed as seedKyc } from './kyc/seed';
import { seed as seedLive } from './live/seed';
import { seed as seedLottery } from './lottery/seed';
import { seed as seedMember } from './member/seed';
import { seed as seedMessages } from './messages/seed';
import { seed as seedMissions } from './missions/seed';
import { seed as seedNotices } from './notices/seed';
import { seed as seedPoints } from './points/seed';
import { seed as seedPromotions } from './promotions/seed';
import { seed as seedRecords } from './records/seed';
import { seed as seedResponsibleGaming } from './responsibleGaming/seed';
import { seed as seedRewards } from './rewards/seed';
import { seed as seedSession } from './session/seed';
import { seed as seedSystem } from './system/seed';
import { seed as seedVerification } from './verification/seed';
import { seed as seedWallet } from './wallet/seed';
import { resetReservedIds } from './engine/helpers';
import { resetSecurityState } from './engine/client';
import { withBulkWrites } from './engine/bulk-writes';
import { completeWorld, deferRestOfWorld, isWorldComplete } from './engine/world-gate';
import { catalogueSize, setCatalogueSize } from './games/catalogue';
import { TOTAL_GAMES } from './games/catalogue-data';

type AnyCollection = Collection<any>;

/**
 * Domains in seed order: later domains may read what earlier ones created
 * (members before wallets, games before favourites).
 */
const DOMAINS = [
  // The first part of a new world (resetWorldInParts): what a guest's first screens read.
  { name: 'system', module: system, seed: seedSystem },
  { name: 'member', module: member, seed: seedMember },
  { name: 'session', module: session, seed: seedSession },
  { name: 'verification', module: verification, seed: seedVerification },
  { name: 'games', module: games, seed: seedGames },
  { name: 'favourites', module: favourites, seed: seedFavourites },
  { name: 'live', module: live, seed: seedLive },
  { name: 'notices', module: notices, seed: seedNotices },
  { name: 'messages', module: messages, seed: seedMessages },
  { name: 'kyc', module: kyc, seed: seedKyc },
  { name: 'content', module: content, seed: seedContent },
  // The rest: the wallet histories first, then what reads them.
  { name: 'wallet', module: wallet, seed: seedWallet },
  { name: 'lottery', module: lottery, seed: seedLottery },
  { name: 'promotions', module: promotions, seed: seedPromotions },
  { name: 'rewards', module: rewards, seed: seedRewards },
  { name: 'points', module: points, seed: seedPoints },
  { name: 'missions', module: missions, seed: seedMissions },
  { name: 'records', module: records, seed: seedRecords },
  { name: 'agent', module: agent, seed: seedAgent },
  { name: 'responsibleGaming', module: responsibleGaming, seed: seedResponsibleGaming },
] as const;

function collectionsOf(kind: 'persistent' | 'catalogue'): Array<[string, AnyCollection]> {
  return DOMAINS.flatMap(({ name, module }) =>
    Object.entries((module as Record<string, Record<string, AnyCollection> | undefined>)[kind] ?? {}).map(
      ([collection, value]) => [`${name}.${collection}`, value] as [string, AnyCollection],
    ),
  );
}

/** Bump when the shape of persisted records changes: older demo data is then discarded. */
// 2: the history follows the world clock's day (mocks/engine/clock.ts); older saves end on 2026-11-01.
// 3: contracts keep their ceilings: agent_div holds the daily salary contract it gives agent_daily one from (issue 31).
export const WORLD_VERSION = 3;

/**
 * Collections that moved to another domain, by their name now: a world saved before the move (of the
 * same WORLD_VERSION, its records unchanged) keeps them under the old name, and restores from there.
 */
const FORMER_NAMES: Readonly<Record<string, string>> = {
  // Issue 34: the wallet's money history and the rebate claims left records/collections.ts.
  'wallet.bets': 'records.bets',
  'wallet.deposits': 'records.deposits',
  'wallet.withdrawals': 'records.withdrawals',
  'wallet.transfers': 'records.transfers',
  'promotions.rebateClaims': 'records.rebateClaims',
};

/** A collection's saved rows, under its name or the one it had when the world was saved. */
function savedRows(snapshot: WorldSnapshot, name: string): unknown[] {
  const former = FORMER_NAMES[name];
  return snapshot.collections[name] ?? (former ? snapshot.collections[former] : undefined) ?? [];
}

export interface WorldSnapshot {
  version: number;
  collections: Record<string, unknown[]>;
  /** Games in the catalogue the world was seeded with (older saves: the default). */
  catalogueSize?: number;
}

export interface WorldOptions {
  /** Games in the catalogue (default 10,000; up to 50,000). Left out: the size in use is kept. */
  games?: number;
}

/** Clears every collection and seeds the whole world from the fixed seed. */
export async function resetWorld(options: WorldOptions = {}): Promise<void> {
  await completeWorld();
  if (options.games !== undefined) setCatalogueSize(options.games);
  clearWorld();
  await withBulkWrites(allCollections(), () => seedDomains(DOMAINS));
}

/** Where the rest of a world seeded in parts begins. */
const REST_FROM = DOMAINS.findIndex((domain) => domain.name === 'wallet');

/**
 * Seeds the same world as resetWorld, but only its first part now; the rest
 * waits until a request needs it or `completeWorld()` is called
 * (mocks/engine/world-gate.ts says why). The demo's first load uses it.
 */
export async function resetWorldInParts(options: WorldOptions = {}): Promise<void> {
  await completeWorld();
  if (options.games !== undefined) setCatalogueSize(options.games);
  clearWorld();
  await withBulkWrites(allCollections(), () => seedDomains(DOMAINS.slice(0, REST_FROM)));
  deferRestOfWorld(() => withBulkWrites(allCollections(), () => seedDomains(DOMAINS.slice(REST_FROM))));
}

/** Seeds the world through @msw/data's own validated writes: what the bulk writes must match (tests only). */
export async function resetWorldValidated(): Promise<void> {
  await completeWorld();
  clearWorld();
  await seedDomains(DOMAINS);
}

function clearWorld(): void {
  for (const collection of allCollections()) collection.clear();
  resetReservedIds();
  resetSecurityState();
}

async function seedDomains(domains: ReadonlyArray<(typeof DOMAINS)[number]>): Promise<void> {
  for (const domain of domains) await domain.seed();
}

function allCollections(): AnyCollection[] {
  return [...collectionsOf('persistent'), ...collectionsOf('catalogue')].map(([, collection]) => collection);
}

/** Plain copies of what users can change (not the catalogue, which the seed regenerates). */
export function snapshotWorld(): WorldSnapshot {
  // A world without its rest would be saved as the whole of it.
  if (!isWorldComplete()) throw new Error('snapshotWorld: the rest of the world is not seeded yet (await completeWorld() first)');
  const collections: Record<string, unknown[]> = {};
  for (const [name, collection] of collectionsOf('persistent')) {
    collections[name] = JSON.parse(JSON.stringify(collection.all()));
  }
  return { version: WORLD_VERSION, collections, catalogueSize: catalogueSize() };
}

function hasCatalogue(module: object): boolean {
  return Object.keys((module as { catalogue?: Record<string, unknown> }).catalogue ?? {}).length > 0;
}

/**
 * Regenerates the catalogue, then puts back what users changed. Only domains
 * with catalogue collections are seeded (the wallet history, say, comes from
 * the snapshot instead); they read restored data, and whatever persistent rows
 * they write on the way are replaced by the snapshot's at the end.
 */
export async function restoreWorld(snapshot: WorldSnapshot): Promise<boolean> {
  await completeWorld();
  setCatalogueSize(snapshot.catalogueSize ?? TOTAL_GAMES);
  if (snapshot.version !== WORLD_VERSION) {
    await resetWorld();
    return false;
  }
  for (const collection of allCollections()) collection.clear();
  await withBulkWrites(allCollections(), async () => {
    await restorePersistent(snapshot);
    for (const domain of DOMAINS) if (hasCatalogue(domain.module)) await domain.seed();
    await restorePersistent(snapshot);
  });
  return true;
}

/**
 * Puts the persistent collections back to a snapshot without reseeding the
 * catalogue: the fast reset between tests.
 */
export async function restorePersistent(snapshot: WorldSnapshot): Promise<void> {
  await completeWorld();
  const persistent = collectionsOf('persistent');
  await withBulkWrites(
    persistent.map(([, collection]) => collection),
    async () => {
      for (const [name, collection] of persistent) {
        collection.clear();
        for (const record of savedRows(snapshot, name)) await collection.create(record);
      }
    },
  );
  resetReservedIds();
  resetSecurityState();
}

/** The collections users can change, by name (tests watch them for writes). */
export function persistentCollections(): Array<[string, AnyCollection]> {
  return collectionsOf('persistent');
}

/** The collections the seed regenerates on every start, by name (tests compare them). */
export function catalogueCollections(): Array<[string, AnyCollection]> {
  return collectionsOf('catalogue');
}

/** Names of every collection, for tests and the toolbar. */
export function collectionNames(): { persistent: string[]; catalogue: string[] } {
  return {
    persistent: collectionsOf('persistent').map(([name]) => name),
    catalogue: collectionsOf('catalogue').map(([name]) => name),
  };
}
