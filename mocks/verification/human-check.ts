import { ERROR_CODES } from '../../contracts/shared/errors';
import { humanCheckPasses } from '../../contracts/shared/human-check';
import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { refuse } from '../engine/refusal';

/** How long a slide-check challenge may wait for its answer. */
export const HUMAN_CHECK_CHALLENGE_TTL_MS = 5 * 60_000;

/** Challenges issued and not yet answered, by nonce: who asked and when. */
const challenges = new Map<string, { client: string; issuedAt: number }>();

/** A fresh nonce for the slide check; the answer must sign over it (see contracts/shared/human-check.ts). */
export function issueHumanCheck(client: string): { randstr: string } {
  const randstr = crypto.randomUUID().replace(/-/g, '');
  challenges.set(randstr, { client, issuedAt: now() });
  return { randstr };
}

/**
 * Where SPEC §4 asks for the human check (every SMS send but SMS login's,
 * registration) it is required: a nonce this server issued to this caller,
 * unexpired and never used before, with a correctly signed, human-like
 * answer. The nonce is spent by any attempt, so one answer cannot be replayed.
 */
export function checkHumanCheck(client: string, body: { humanCheckTicket?: string; humanCheckRandstr?: string }): void {
  const nonce = body.humanCheckRandstr;
  const challenge = nonce ? challenges.get(nonce) : undefined;
  if (nonce) challenges.delete(nonce);
  const fresh = challenge !== undefined && challenge.client === client && now() - challenge.issuedAt <= HUMAN_CHECK_CHALLENGE_TTL_MS;
  if (!fresh || !humanCheckPasses(body.humanCheckTicket, nonce)) {
    throw refuse(ERROR_CODES.HUMAN_CHECK_FAILED, 'Please complete verification first', 400);
  }
}

onSecurityReset(() => challenges.clear());
