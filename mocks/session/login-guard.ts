import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';

/**
 * When a login must carry a captcha (SPEC §4 Failed login). It turns on for
 * the caller after any failure, and for the username after a failure from
 * anyone, whether or not that username exists: the answers for a real and an
 * unknown username are the same, so they cannot be told apart.
 */
const failedClients = new Set<string>();
const failedUsernames = new Set<string>();

const nameKey = (username: string) => username.trim().toLowerCase();

export function captchaNeeded(client: string, username: string): boolean {
  return failedClients.has(client) || failedUsernames.has(nameKey(username));
}

export function recordLoginFailure(client: string, username: string): void {
  failedClients.add(client);
  failedUsernames.add(nameKey(username));
}

/** A successful login (or a reset by phone) clears what that caller and that name had against them. */
export function clearLoginFailures(client: string | null, username: string): void {
  if (client) failedClients.delete(client);
  failedUsernames.delete(nameKey(username));
}

/** Wrong passwords at one username, from anyone, before logins at it are locked. */
export const LOGIN_LOCK_AFTER_FAILURES = 10;
/** The first lock; each further lock lasts twice as long as the one before… */
export const LOGIN_LOCK_BASE_MS = 15 * 60_000;
/** …up to this. */
export const LOGIN_LOCK_MAX_MS = 24 * 60 * 60_000;
/** A username with no failure for this long starts over from the first lock's length. */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/**
 * The per-account lockout: failures counted whatever the captcha said (a script that reads every
 * captcha still gets LOGIN_LOCK_AFTER_FAILURES guesses, then waits), kept by the account the name
 * typed resolves to (its username or its mobile number lock the same account), or by the name
 * itself when it resolves to none: an unknown username locks exactly as a real one does, and the
 * lock tells nobody who exists. Only a password that was checked counts: a missing or wrong captcha
 * proves nothing about the password, and locking someone out takes solved captchas, not blind
 * requests.
 */
const lockouts = new Map<string, { failures: number; locks: number; lockedUntil: number; lastFailureAt: number }>();

/** The key a login attempt is counted under: the account when the name is one's, else the name. */
export function loginLockKey(account: string | undefined, typed: string): string {
  return account ? `account:${account}` : `name:${nameKey(typed)}`;
}

function lockoutOf(key: string) {
  const state = lockouts.get(key);
  if (state && now() - state.lastFailureAt > LOGIN_FAILURE_MEMORY_MS && state.lockedUntil <= now()) {
    lockouts.delete(key);
    return undefined;
  }
  return state;
}

/** Until when logins under this key are locked (ms), or null when they are not. */
export function loginLockedUntil(key: string): number | null {
  const state = lockoutOf(key);
  return state && state.lockedUntil > now() ? state.lockedUntil : null;
}

/** Counts a wrong password (or an unknown name); answers the lock's end when this failure locked it. */
export function countPasswordFailure(key: string): number | null {
  const at = now();
  const state = lockoutOf(key) ?? { failures: 0, locks: 0, lockedUntil: 0, lastFailureAt: at };
  state.failures += 1;
  state.lastFailureAt = at;
  let locked: number | null = null;
  if (state.failures >= LOGIN_LOCK_AFTER_FAILURES) {
    state.lockedUntil = at + Math.min(LOGIN_LOCK_MAX_MS, LOGIN_LOCK_BASE_MS * 2 ** state.locks);
    state.locks += 1;
    state.failures = 0;
    locked = state.lockedUntil;
  }
  lockouts.set(key, state);
  return locked;
}

/** A successful login, or a reset of the password by phone, ends the account's lock and its backoff. */
export function clearLoginLockout(account: string): void {
  lockouts.delete(loginLockKey(account, account));
}

onSecurityReset(() => {
  failedClients.clear();
  failedUsernames.clear();
  lockouts.clear();
});
