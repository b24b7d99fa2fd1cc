import { Collection } from '@msw/data';

/**
 * Seeding and restoring the world write thousands of records in one go. Through
 * @msw/data each `create` deep-copies its input, validates it with zod and sets
 * up hooks and loggers, and each `update` clones the record, drafts the change
 * and validates again: about three quarters of the browser's seed time, on the
 * page's main thread, before the demo can answer its first request.
 *
 * While `withBulkWrites` runs, `create` stores a deep copy of its input
 * and `update` changes the stored record in place. Both keep what the rest of
 * the backend relies on: the record is in the collection, carries its primary
 * key, and is found, updated and deleted by the ordinary methods afterwards.
 * Nothing is validated: `tests/api/bulk-writes.test.ts` seeds the world both
 * ways and requires the same records, so a seed that breaks a schema (an
 * unknown key, a missing default, a wrong type) fails there.
 *
 * Requests the backend answers during a reset or a restore write through it too.
 */

type AnyCollection = Collection<any>;
type UpdateOptions = { data: (draft: Record<string, unknown>) => unknown };

/** A schema that accepts its input as it is (the interface @msw/data validates through). */
const ACCEPT_ANY = { '~standard': { version: 1 as const, vendor: 'casino-mock', validate: (value: unknown) => ({ value }) } };

/**
 * @msw/data marks a record with two symbols it does not export (its primary key
 * and its relation map). A record made by a real `create` carries both.
 */
let recordSymbols: symbol[] | null = null;
async function symbolsOfARecord(): Promise<symbol[]> {
  if (recordSymbols) return recordSymbols;
  const probe = new Collection({ schema: ACCEPT_ANY });
  const symbols = Object.getOwnPropertySymbols(await probe.create({}));
  if (symbols.length !== 2) throw new Error(`@msw/data records carry ${symbols.length} symbols, not 2: bulk writes need updating`);
  recordSymbols = symbols;
  return symbols;
}

/**
 * A deep copy of plain data (objects, arrays, dates), as structuredClone makes
 * it but several times faster in the browser, where structuredClone goes
 * through the page's serializer (163 ms of a seed's profile). Anything else
 * still goes through structuredClone.
 */
function copyOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyOf);
  if (value instanceof Date) return new Date(value.getTime());
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyOf((value as Record<string, unknown>)[key]);
  return copy;
}

/**
 * A primary key only has to be unique: @msw/data compares keys to tell records
 * apart and to follow relations. Its own `create` draws a random UUID per record,
 * and in the browser each one is a call into the system's random source: 94 ms of
 * a warm start's profile for the records a restore writes. Bulk keys are one
 * random UUID per page plus a counter, and never equal a key `create` draws
 * (those have no ":").
 */
let bulkKeyPrefix: string | null = null;
let bulkKeyCount = 0;
function nextBulkKey(): string {
  bulkKeyPrefix ??= crypto.randomUUID();
  bulkKeyCount += 1;
  return `${bulkKeyPrefix}:${bulkKeyCount}`;
}

function bulkCreate(collection: AnyCollection, [primaryKey, relations]: symbol[]) {
  return async (initialValues: object) => {
    const record = copyOf(initialValues) as Record<PropertyKey, unknown>;
    Object.defineProperties(record, {
      [primaryKey!]: { enumerable: false, configurable: false, value: nextBulkKey() },
      [relations!]: { enumerable: false, configurable: false, value: new Map() },
    });
    // `all()` is the collection's own list (@msw/data keeps the references so records can be queried by them).
    collection.all().push(record);
    return record;
  };
}

function bulkUpdate(collection: AnyCollection) {
  return async (predicate: Parameters<AnyCollection['findFirst']>[0], options: UpdateOptions) => {
    const record = collection.findFirst(predicate);
    if (record == null) return undefined;
    if (options.data(record) !== undefined) throw new Error('bulk writes: an update must change its draft, not return a new record');
    return record;
  };
}

/** Collections whose writes are bulk now (a restore inside a restore leaves the outer section's in place). */
const inBulk = new Set<AnyCollection>();

/** Runs `action` with fast `create` and `update` on `collections`, and puts the ordinary methods back after. */
export async function withBulkWrites<T>(collections: readonly AnyCollection[], action: () => Promise<T>): Promise<T> {
  const symbols = await symbolsOfARecord();
  const patched = collections.filter((collection) => !inBulk.has(collection));
  for (const collection of patched) {
    const own = collection as unknown as Record<'create' | 'update', unknown>;
    own.create = bulkCreate(collection, symbols);
    own.update = bulkUpdate(collection);
    inBulk.add(collection);
  }
  try {
    return await action();
  } finally {
    for (const collection of patched) {
      // Deleting the own properties uncovers the prototype's methods again.
      const own = collection as unknown as Record<'create' | 'update', unknown>;
      delete own.create;
      delete own.update;
      inBulk.delete(collection);
    }
  }
}
