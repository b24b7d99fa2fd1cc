import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFavouriteToggler, type FavouriteTogglerDeps } from '../../src/features/lobby/favourites/toggle';

const game = (nodeId: number) => ({ nodeId, vassalage: 'PG', gameType: 'RNG' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(initial: string[] = [], overrides: Partial<FavouriteTogglerDeps> = {}) {
  let ids = [...initial];
  const calls: string[] = [];
  const add = vi.fn((target: { nodeId: number }) => {
    calls.push(`add:${target.nodeId}`);
    return Promise.resolve([String(target.nodeId), ...initial]);
  });
  const remove = vi.fn((target: { nodeId: number }) => {
    calls.push(`remove:${target.nodeId}`);
    return Promise.resolve(initial.filter((id) => id !== String(target.nodeId)));
  });
  const onError = vi.fn();
  const toggler = createFavouriteToggler({
    getIds: () => ids,
    setIds: (next) => {
      ids = next;
    },
    add,
    remove,
    onError,
    ...overrides,
  });
  return { toggler, ids: () => ids, add, remove, onError, calls };
}

describe('favourite toggle (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('add: updates the ids locally before the POST answers', async () => {
    const pending = deferred<string[]>();
    const add = vi.fn(() => pending.promise);
    const { toggler, ids } = setup(['1'], { add });
    expect(toggler.toggle(game(7))).toBe('added');
    expect(ids()).toEqual(['7', '1']);
    expect(add).toHaveBeenCalledTimes(1);
    pending.resolve(['7', '1']);
    await toggler.settled();
    expect(ids()).toEqual(['7', '1']);
  });

  it('remove: drops the id locally, then DELETEs', async () => {
    const { toggler, ids, remove, calls } = setup(['7', '1']);
    expect(toggler.toggle(game(7))).toBe('removed');
    expect(ids()).toEqual(['1']);
    await toggler.settled();
    expect(remove).toHaveBeenCalledWith(game(7));
    expect(calls).toEqual(['remove:7']);
  });

  it('is throttled to once per 1000 ms', async () => {
    const { toggler, ids, calls } = setup();
    expect(toggler.toggle(game(7))).toBe('added');
    vi.advanceTimersByTime(500);
    expect(toggler.toggle(game(7))).toBe('throttled');
    expect(toggler.toggle(game(8))).toBe('throttled');
    expect(ids()).toEqual(['7']);
    await toggler.settled();
    vi.advanceTimersByTime(500);
    expect(toggler.toggle(game(8))).toBe('added');
    expect(calls).toEqual(['add:7', 'add:8']);
  });

  it('rolls an add back and reports the failure', async () => {
    const failure = new Error('network');
    const { toggler, ids, onError } = setup(['1'], { add: vi.fn(() => Promise.reject(failure)) });
    toggler.toggle(game(7));
    expect(ids()).toEqual(['7', '1']);
    await toggler.settled();
    expect(ids()).toEqual(['1']);
    expect(onError).toHaveBeenCalledWith(failure, game(7), 'add');
  });

  it('rolls a remove back and reports the failure', async () => {
    const { toggler, ids, onError } = setup(['1', '7'], { remove: vi.fn(() => Promise.reject(new Error('500'))) });
    toggler.toggle(game(7));
    expect(ids()).toEqual(['1']);
    await toggler.settled();
    expect(ids()).toContain('7');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[2]).toBe('remove');
  });

  it("takes the server's ids after a success", async () => {
    const { toggler, ids } = setup(['1'], { add: vi.fn(() => Promise.resolve(['7', '1', '99'])) });
    toggler.toggle(game(7));
    await toggler.settled();
    expect(ids()).toEqual(['7', '1', '99']);
  });

  it('a late failure does not undo a newer toggle of the same game', async () => {
    const first = deferred<string[]>();
    const add = vi.fn(() => first.promise);
    const remove = vi.fn(() => Promise.resolve([]));
    const { toggler, ids, onError } = setup([], { add, remove });
    toggler.toggle(game(7));
    vi.advanceTimersByTime(1000);
    toggler.toggle(game(7)); // removed locally while the add is still in flight
    expect(ids()).toEqual([]);
    first.reject(new Error('late'));
    await first.promise.catch(() => undefined);
    await toggler.settled();
    expect(ids()).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
