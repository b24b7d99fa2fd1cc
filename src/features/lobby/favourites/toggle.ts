import { throttle } from '../../../lib/throttle';

/** SPEC §9: the favourite toggle runs at most once per 1000 ms. */
export const FAVOURITE_THROTTLE_MS = 1000;

export interface FavouriteTarget {
  nodeId: number;
  vassalage: string;
  gameType: string;
}

export interface FavouriteTogglerDeps {
  getIds: () => readonly string[];
  setIds: (ids: string[]) => void;
  /** POST: answers the favIds after the change. */
  add: (game: FavouriteTarget) => Promise<readonly string[]>;
  /** DELETE: answers the favIds after the change. */
  remove: (game: FavouriteTarget) => Promise<readonly string[]>;
  /** A failed call: the change was rolled back. */
  onError: (error: unknown, game: FavouriteTarget, action: 'add' | 'remove') => void;
  onDone?: (game: FavouriteTarget, action: 'add' | 'remove') => void;
  throttleMs?: number;
  now?: () => number;
}

export type ToggleOutcome = 'added' | 'removed' | 'throttled';

/**
 * SPEC §4 favourite toggle, as a small state machine: add puts the id in the
 * local list first and then posts; remove drops it locally and then deletes;
 * calls within the throttle window are ignored; a failed call rolls the
 * local list back (only the id it changed) and reports the error.
 */
export function createFavouriteToggler(deps: FavouriteTogglerDeps) {
  let pending: Promise<void> = Promise.resolve();

  const run = (game: FavouriteTarget, done: (outcome: ToggleOutcome) => void) => {
    const id = String(game.nodeId);
    const before = deps.getIds();
    const adding = !before.includes(id);
    deps.setIds(adding ? [id, ...before] : before.filter((value) => value !== id));
    done(adding ? 'added' : 'removed');
    const action = adding ? 'add' : 'remove';
    pending = (adding ? deps.add(game) : deps.remove(game)).then(
      (ids) => {
        // The server's answer is the truth, unless a later toggle already moved on.
        const now = deps.getIds();
        if (now.includes(id) === adding) deps.setIds([...ids]);
        deps.onDone?.(game, action);
      },
      (error: unknown) => {
        const now = deps.getIds();
        if (now.includes(id) === adding) deps.setIds(adding ? now.filter((value) => value !== id) : [id, ...now]);
        deps.onError(error, game, action);
      },
    );
  };

  const throttled = throttle(run, deps.throttleMs ?? FAVOURITE_THROTTLE_MS, deps.now);

  return {
    /** Toggles a game; 'throttled' when the call came within the throttle window. */
    toggle(game: FavouriteTarget): ToggleOutcome {
      let outcome: ToggleOutcome = 'throttled';
      throttled(game, (result) => {
        outcome = result;
      });
      return outcome;
    },
    /** Settles when the last call has answered (tests). */
    settled: () => pending,
  };
}
