import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';

/** How long an issued id token may wait before the social login uses it. */
export const SOCIAL_TOKEN_TTL_MS = 5 * 60_000;

/** Id tokens the simulated provider issued and nobody used yet. */
const issued = new Map<string, { provider: string; account: string; expiresAt: number }>();

export function issueSocialToken(provider: string, account: string): string {
  const idToken = `sp1.${crypto.randomUUID().replace(/-/g, '')}`;
  issued.set(idToken, { provider, account, expiresAt: now() + SOCIAL_TOKEN_TTL_MS });
  return idToken;
}

/** The account of a token this provider issued for `provider`, once; anything else is undefined. */
export function consumeSocialToken(provider: string, idToken: string): string | undefined {
  const entry = issued.get(idToken);
  issued.delete(idToken);
  if (!entry || entry.provider !== provider || entry.expiresAt < now()) return undefined;
  return entry.account;
}

onSecurityReset(() => issued.clear());
