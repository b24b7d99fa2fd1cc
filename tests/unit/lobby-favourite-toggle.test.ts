import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedWithin, favouriteChangeOptions, favouriteIdsQuery, selectFavouriteIds, type FavouriteChange } from '../../src/features/favouriteGames';
import { createFavouriteToggler, FAVOURITE_THROTTLE_MS } from '../../src/features/lobby/favouriteToggle/toggle';

const game = (nodeId: number) => ({ nodeId, vassalage: 'PG', gameType: 'RNG' });
const idsKey = favouriteIdsQuery().queryKey;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Send = (change: FavouriteChange) => Promise<string[]>;

/** The tile's toggler over the real optimistic mutation, on a query cache holding `initial`. */
function setup(initial: string[] = [], send?: Send) {
  const client = new QueryClient();
  client.setQueryData(idsKey, initial);
  const calls: string[] = [];
  const sendFn = vi.fn<Send>(
    send ??
      ((change) => {
        const id = String(change.game.nodeId);
        return Promise.resolve(change.action === 'add' ? [id, ...initial] : initial.filter((value) => value !== id));
      }),
  );
  const onFailure = vi.fn();
  const options = favouriteChangeOptions(
    client,
    (change) => {
      calls.push(`${change.action}:${change.game.nodeId}`);
      return sendFn(change);
    },
    onFailure,
  );
  const pending: Array<Promise<unknown>> = [];
  // A tile's toggler as the app builds it: the throttle window is read from the mutation cache.
  const tile = () =>
    createFavouriteToggler({
      // As useFavouriteIds gives them: the cached answer through its select.
      getIds: () => selectFavouriteIds(client.getQueryData<Array<string | number>>(idsKey) ?? []),
      change: (change) => pending.push(new MutationObserver(client, options).mutate(change).catch(() => undefined)),
      pass: () => !changedWithin(client, FAVOURITE_THROTTLE_MS),
    });
  return {
    toggler: tile(),
    tile,
    ids: () => client.getQueryData<string[]>(idsKey),
    send: sendFn,
    onFailure,
    calls,
    settled: () => Promise.all(pending),
    client,
  };
}

/** onMutate awaits a cancel first: let it run before looking at the optimistic ids. */
const optimistic = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourite toggle (SPEC §4): throttle over one optimistic mutation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('add: updates the cached ids before the POST answers', async () => {
    const pending = deferred<string[]>();
    const { toggler, ids, send, settled } = setup(['1'], () => pending.promise);
    expect(toggler.toggle(game(7))).toBe('added');
    await optimistic();
    expect(ids()).toEqual(['7', '1']);
    expect(send).toHaveBeenCalledTimes(1);
    pending.resolve(['7', '1']);
    await settled();
    expect(ids()).toEqual(['7', '1']);
  });

  it('remove: drops the id from the cache, then DELETEs', async () => {
    const { toggler, ids, send, calls, settled } = setup(['7', '1']);
    expect(toggler.toggle(game(7))).toBe('removed');
    await optimistic();
    expect(ids()).toEqual(['1']);
    await settled();
    expect(send).toHaveBeenCalledWith({ game: game(7), action: 'remove' });
    expect(calls).toEqual(['remove:7']);
  });

  it('is throttled to once per 1000 ms', async () => {
    const { toggler, ids, calls, settled } = setup();
    expect(toggler.toggle(game(7))).toBe('added');
    // The window opens when the change is sent, right after its optimistic step (microtasks in the app).
    await optimistic();
    vi.setSystemTime(Date.now() + 500);
    expect(toggler.toggle(game(7))).toBe('throttled');
    expect(toggler.toggle(game(8))).toBe('throttled');
    await settled();
    expect(ids()).toEqual(['7']);
    vi.setSystemTime(Date.now() + 500);
    expect(toggler.toggle(game(8))).toBe('added');
    await settled();
    expect(calls).toEqual(['add:7', 'add:8']);
  });

  it('shares one window between tiles, kept in the query client: a new client starts afresh', async () => {
    const { tile, calls, settled } = setup();
    const [first, second] = [tile(), tile()];
    expect(first.toggle(game(7))).toBe('added');
    vi.setSystemTime(Date.now() + 999);
    expect(second.toggle(game(8))).toBe('throttled');
    await settled();
    expect(calls).toEqual(['add:7']);
    // Another mounted app (another query client) has its own window.
    expect(setup().toggler.toggle(game(8))).toBe('added');
  });

  it('rolls an add back and reports the failure', async () => {
    const failure = new Error('network');
    const { toggler, ids, onFailure, settled } = setup(['1'], () => Promise.reject(failure));
    toggler.toggle(game(7));
    await settled();
    expect(ids()).toEqual(['1']);
    expect(onFailure).toHaveBeenCalledWith(failure, { game: game(7), action: 'add' });
  });

  it('rolls a remove back and reports the failure', async () => {
    const answer = deferred<string[]>();
    const { toggler, ids, onFailure, settled } = setup(['1', '7'], () => answer.promise);
    toggler.toggle(game(7));
    await optimistic();
    expect(ids()).toEqual(['1']);
    answer.reject(new Error('500'));
    await settled();
    expect(ids()).toContain('7');
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]?.[1]).toEqual({ game: game(7), action: 'remove' });
  });

  it('keeps the optimistic ids on a success (G8 answers a bare success), then refreshes every favourites query', async () => {
    const { toggler, ids, settled, client } = setup(['1'], () => Promise.resolve(null as unknown as string[]));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    toggler.toggle(game(7));
    await settled();
    expect(ids()).toEqual(['7', '1']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['favourites'] });
  });

  it('reads the ids the server sends as numbers as text (G6: compare as strings)', async () => {
    const { toggler, ids, settled, client } = setup([]);
    client.setQueryData(idsKey, [1, 2] as unknown as string[]);
    toggler.toggle(game(2));
    await settled();
    expect(ids()).toEqual(['1']);
  });

  it('refreshes only when the last pending change has answered: a refetch must not land on a newer optimistic change', async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const { toggler, settled, client } = setup([], (change) => (change.game.nodeId === 7 ? first.promise : second.promise));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    toggler.toggle(game(7));
    await optimistic();
    vi.setSystemTime(Date.now() + 1000);
    toggler.toggle(game(8));
    await optimistic();
    first.resolve([]);
    await optimistic();
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['favourites'] });
    second.resolve([]);
    await settled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['favourites'] });
  });

  it('a late failure does not undo a newer toggle of the same game', async () => {
    const first = deferred<string[]>();
    const { toggler, ids, onFailure, settled } = setup([], (change) => (change.action === 'add' ? first.promise : Promise.resolve([])));
    toggler.toggle(game(7));
    await optimistic();
    vi.setSystemTime(Date.now() + 1000);
    expect(toggler.toggle(game(7))).toBe('removed'); // removed while the add is still in flight
    await optimistic();
    expect(ids()).toEqual([]);
    first.reject(new Error('late'));
    await settled();
    expect(ids()).toEqual([]);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
