import type { WorldSnapshot } from './world';

/**
 * The demo's own data: one IndexedDB record holding what users changed, so a
 * reload keeps registered accounts, balances, favourites and read messages.
 */
const DB_NAME = 'casino-demo';
const STORE = 'world';
const KEY = 'snapshot';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export function loadSnapshot(): Promise<WorldSnapshot | undefined> {
  return run('readonly', (store) => store.get(KEY) as IDBRequest<WorldSnapshot | undefined>);
}

export async function saveSnapshot(snapshot: WorldSnapshot): Promise<void> {
  await run('readwrite', (store) => store.put(snapshot, KEY));
}

export async function clearSnapshot(): Promise<void> {
  await run('readwrite', (store) => store.delete(KEY));
}
