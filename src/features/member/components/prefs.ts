import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { session } from '@/lib/state/session';

/**
 * The member's own display choices for this login. Kept in memory only:
 * SPEC §3 names every storage key and "balance hidden" is not one of them.
 * Signing out forgets them, so the next account starts with the balance shown.
 */
export const memberPrefs = proxy({ balanceHidden: false });

export function toggleBalanceHidden(): void {
  memberPrefs.balanceHidden = !memberPrefs.balanceHidden;
}

function resetMemberPrefs(): void {
  memberPrefs.balanceHidden = false;
}

// A new token is a new login (or none): the last member's choices go with the old one.
subscribeKey(session, 'token', () => resetMemberPrefs());
