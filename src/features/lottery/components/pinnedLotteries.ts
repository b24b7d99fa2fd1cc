import { useCallback, useSyncExternalStore } from 'react';
import { localStore } from '@/lib/storage';

/**
 * The lottery page's pinned lotteries (its "favourites", SPEC §3 local storage LOTTFAV): username →
 * lottery ids (game codes), kept per user on this device only. Not the member's favourite games (the
 * server's list, src/features/favouriteGames) nor a lobby tile's favourite star (lobby/favouriteToggle).
 */
type PinnedLotteries = Record<string, string[]>;

function readAll(): PinnedLotteries {
  try {
    const parsed: unknown = JSON.parse(localStore.get('LOTTFAV') ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const result: PinnedLotteries = {};
    for (const [user, ids] of Object.entries(parsed)) {
      if (Array.isArray(ids)) result[user] = ids.filter((id): id is string => typeof id === 'string');
    }
    return result;
  } catch {
    return {}; // a corrupt value is treated as empty rather than breaking the lobby
  }
}

export function readPinnedLotteries(username: string): string[] {
  return readAll()[username] ?? [];
}

const listeners = new Set<() => void>();

/** Adds or removes one game code for a user; other users' lists are kept. Returns the new list. */
export function togglePinnedLottery(username: string, gameCode: string): string[] {
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

/** The signed-in user's pinned lottery codes and a toggle. */
export function usePinnedLotteries(username: string | undefined) {
  // The snapshot is the raw string so that React compares it by value.
  const raw = useSyncExternalStore(subscribe, () => (username ? JSON.stringify(readPinnedLotteries(username)) : '[]'));
  const ids = JSON.parse(raw) as string[];
  const toggle = useCallback((gameCode: string) => {
    if (username) togglePinnedLottery(username, gameCode);
  }, [username]);
  return { ids, toggle };
}
