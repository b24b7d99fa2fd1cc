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

onSecurityReset(() => {
  failedClients.clear();
  failedUsernames.clear();
});
