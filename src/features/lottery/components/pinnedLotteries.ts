import { useCallback, useSyncExternalStore } from 'react';
import { localStore } from '../../lib/storage';

/**
 * SPEC §3 local storage LOTTFAV: username → favourite lottery ids (game codes).
 * Kept per user on this device only; there is no server list for lotteries.
 */
type LotteryFavourites = Record<string, string[]>;

function readAll(): LotteryFavourites {
  try {
    const parsed: unknown = JSON.parse(localStore.get('LOTTFAV') ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const result: LotteryFavourites = {};
    for (const [user, ids] of Object.entries(parsed)) {
      if (Array.isArray(ids)) result[user] = ids.filter((id): id is string => typeof id === 'string');
    }
    return result;
  } catch {
    return {}; // a corrupt value is treated as empty rather than breaking the lobby
  }
}

export function readLotteryFavourites(username: string): string[] {
  return readAll()[username] ?? [];
}

const listeners = new Set<() => void>();

/** Adds or removes one game code for a user; other users' lists are kept. Returns the new list. */
export function toggleLotteryFavourite(username: string, gameCode: string): string[] {
  const all = readAll();
  const current = all[username] ?? [];
  const next = current.includes(gameCode) ? current.filter((id) => id !== gameCode) : [...current, gameCode];
  localStore.set('LOTTFAV', JSON.stringify({ ...all, [username]: next }));
  listeners.forEach((listener) => listener());
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === 'LOTTFAV') listener(); // another tab changed the list
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's favourite lottery codes and a toggle. */
export function useLotteryFavourites(username: string | undefined) {
  // The snapshot is the raw string so that React compares it by value.
  const raw = useSyncExternalStore(subscribe, () => (username ? JSON.stringify(readLotteryFavourites(username)) : '[]'));
  const ids = JSON.parse(raw) as string[];
  const toggle = useCallback((gameCode: string) => {
    if (username) toggleLotteryFavourite(username, gameCode);
  }, [username]);
  return { ids, toggle };
}
