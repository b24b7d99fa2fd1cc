import { ERROR_CODES } from '../../contracts/shared/errors';
import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { refuse } from '../engine/refusal';

/**
 * The simulated human check: the platform's Geetest (WIRE.md Y6), played by the backend in two
 * parts, as Geetest's widget talks to Geetest's servers and the site's server asks Geetest whether
 * an answer is good. The provider part judges what the slide widget measured and signs its answer
 * with a secret that never leaves the backend (HMAC-SHA-256, a fresh random key for each world); the
 * site part checks that signature. A challenge is answered by the provider once and taken by the
 * site once: a script that copies the client's code still has no way to sign an answer of its own.
 * It still judges only how long and how many moves: a script that waits and posts plausible measures
 * is not stopped here; the platform's Geetest does that behavioural work in production.
 */

/** How long a challenge waits for its answer, from the init. */
export const HUMAN_CHECK_CHALLENGE_TTL_MS = 5 * 60_000;
/** The least time a person takes from the init to the end of the slide, on the backend's clock, and the least the widget may report. */
export const HUMAN_CHECK_MIN_DURATION_MS = 150;
/** The fewest moves a slide takes. */
export const HUMAN_CHECK_MIN_MOVES = 1;
/** The widget's clock may run this far ahead of the backend's (the widget starts counting after the init). */
const CLOCK_SLACK_MS = 1_000;

/** Challenges issued and not yet taken by the site, by nonce: who asked, when, and whether the provider signed it. */
const challenges = new Map<string, { client: string; issuedAt: number; answered: boolean }>();

/** The provider's signing key: random for each world, held only here. */
let secret: Promise<CryptoKey> = newSecret();

function newSecret(): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', crypto.getRandomValues(new Uint8Array(32)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const signed = (challenge: string, client: string) => new TextEncoder().encode(`geetest|${challenge}|${client}`);

/** The simulated Geetest captcha id (WIRE.md §6.2 Y1 `info.gw.GEETEST_ID`, Y6 `value.gt`). */
export const SIMULATED_GEETEST_ID = 'sim0geetest0000000000000000000000';

const failed = () => refuse(ERROR_CODES.HUMAN_CHECK_FAILED, 'Please complete verification first', 400);

function live(nonce: string | undefined, client: string) {
  const challenge = nonce ? challenges.get(nonce) : undefined;
  return challenge && challenge.client === client && now() - challenge.issuedAt <= HUMAN_CHECK_CHALLENGE_TTL_MS ? challenge : undefined;
}

/**
 * WIRE.md §6.2 Y6: the Geetest init, shaped as Geetest v3's register answer (`success, gt,
 * challenge, new_captcha`). Its `challenge` is a fresh single-use nonce bound to the caller.
 */
export function issueHumanCheck(client: string): { success: number; gt: string; challenge: string; new_captcha: boolean } {
  const challenge = crypto.randomUUID().replace(/-/g, '');
  challenges.set(challenge, { client, issuedAt: now(), answered: false });
  return { success: 1, gt: SIMULATED_GEETEST_ID, challenge, new_captcha: true };
}

/**
 * The provider's step: the widget sends what it measured over the challenge. Judged once: a
 * challenge of this caller, unexpired and never judged, with at least HUMAN_CHECK_MIN_DURATION_MS
 * passed on the backend's clock since the init, a reported duration no longer than that, and a
 * move. Anything else spends the challenge. The answer is the HMAC of the challenge and the caller.
 */
export async function answerHumanCheck(client: string, body: { challenge: string; durationMs: number; moves: number }): Promise<{ validate: string }> {
  const challenge = live(body.challenge, client);
  const elapsed = challenge ? now() - challenge.issuedAt : 0;
  const human =
    challenge !== undefined &&
    !challenge.answered &&
    elapsed >= HUMAN_CHECK_MIN_DURATION_MS &&
    body.durationMs >= HUMAN_CHECK_MIN_DURATION_MS &&
    body.durationMs <= elapsed + CLOCK_SLACK_MS &&
    body.moves >= HUMAN_CHECK_MIN_MOVES;
  if (!human) {
    challenges.delete(body.challenge);
    throw failed();
  }
  challenge.answered = true;
  return { validate: hex(await crypto.subtle.sign('HMAC', await secret, signed(body.challenge, client))) };
}

/**
 * Where SPEC §4 asks for the human check (every SMS send but SMS login's, registration) it is
 * required: the provider's answer to a challenge this server issued to this caller, unexpired, and
 * signed with the secret. The challenge is spent by any attempt, so one answer cannot be replayed.
 */
export async function checkHumanCheck(client: string, body: { humanCheckTicket?: string; humanCheckRandstr?: string }): Promise<void> {
  const nonce = body.humanCheckRandstr;
  const challenge = live(nonce, client);
  if (nonce) challenges.delete(nonce);
  const validate = body.humanCheckTicket ?? '';
  if (!challenge?.answered || !/^[0-9a-f]{64}$/.test(validate)) throw failed();
  const signature = Uint8Array.from(validate.match(/../g)!, (pair) => parseInt(pair, 16));
  if (!(await crypto.subtle.verify('HMAC', await secret, signature, signed(nonce!, client)))) throw failed();
}

onSecurityReset(() => {
  challenges.clear();
  secret = newSecret();
});
