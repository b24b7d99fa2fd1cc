import { ERROR_CODES } from '../../contracts/shared/errors';
import { humanCheckPasses } from '../../contracts/shared/human-check';
import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { refuse } from '../engine/refusal';

/** How long a slide-check challenge may wait for its answer. */
export const HUMAN_CHECK_CHALLENGE_TTL_MS = 5 * 60_000;

/** Challenges issued and not yet answered, by nonce: who asked and when. */
const challenges = new Map<string, { client: string; issuedAt: number }>();

/** The simulated Geetest captcha id (WIRE.md §6.2 Y1 `info.gw.GEETEST_ID`, Y6 `value.gt`). */
export const SIMULATED_GEETEST_ID = 'sim0geetest0000000000000000000000';

/**
 * WIRE.md §6.2 Y6: the Geetest init, shaped as Geetest v3's register answer (`success, gt,
 * challenge, new_captcha`). Its `challenge` is a fresh single-use nonce the slide check's answer
 * must sign over (see contracts/shared/human-check.ts).
 */
export function issueHumanCheck(client: string): { success: number; gt: string; challenge: string; new_captcha: boolean } {
  const challenge = crypto.randomUUID().replace(/-/g, '');
  challenges.set(challenge, { client, issuedAt: now() });
  return { success: 1, gt: SIMULATED_GEETEST_ID, challenge, new_captcha: true };
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
