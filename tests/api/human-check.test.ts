import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute, configureApi, apiSettings, contract } from '../../src/lib/api';
import { useSimulatedBackend } from '../support/backend';
import { humanCheck } from '../support/human';
import { refusal } from '../support/refusal';
import { asCookie } from '../support/wire';

/**
 * Issue 31 point 6: "the slide check is signed with a checksum whose recipe is in
 * contracts/shared/human-check.ts". A script that knows the recipe (it shipped with the client)
 * signed its own answers. The answer is now signed by the simulated provider with a secret that
 * never leaves the backend, over a challenge it answers once.
 */
useSimulatedBackend();

const home = () => apiSettings().cookie;
let saved: string | undefined;
afterEach(() => {
  if (saved !== undefined) configureApi({ cookie: saved });
  saved = undefined;
  vi.useRealTimers();
});

/** The recipe the client used to carry: FNV-1a over the nonce and the measures, base 36. */
function oldRecipe(randstr: string, durationMs: number, moves: number): string {
  let hash = 0x811c9dc5;
  for (const char of `${randstr}|${durationMs}|${moves}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `slide1.${durationMs}.${moves}.${hash.toString(36)}`;
}

const send = (mobileNo: string, answer: { humanCheckTicket: string; humanCheckRandstr: string }) =>
  callRoute(contract.verification.smsRegister, { body: { countryDialingCode: '+63', mobileNo, ...answer } });

describe('the human check against a script', () => {
  it('refuses an answer a script signed with the recipe the client held', async () => {
    const { challenge } = await callRoute(contract.verification.humanCheck, {});
    const forged = await refusal(send('9995550101', { humanCheckTicket: oldRecipe(challenge, 640, 12), humanCheckRandstr: challenge }));
    expect(forged.errorCode).toBe('geetest_validate_failed');
  });

  it('passes the way the page does: the widget’s measures go to the provider, its signed answer to the site, once', async () => {
    const answer = await humanCheck();
    await expect(send('9995550102', answer)).resolves.toMatchObject({ expiredMinutes: 1 });
    expect((await refusal(send('9995550103', answer))).errorCode).toBe('geetest_validate_failed');
  });

  it('the provider judges a challenge once, and not before a person could have slid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { challenge } = await callRoute(contract.verification.humanCheck, {});
    // Posted at once, whatever it claims to have measured: refused, and the challenge is spent.
    const instant = await refusal(callRoute(contract.verification.humanCheckAnswer, { body: { challenge, durationMs: 900, moves: 14 } }));
    expect(instant.errorCode).toBe('geetest_validate_failed');
    vi.setSystemTime(Date.now() + 1_000);
    expect((await refusal(callRoute(contract.verification.humanCheckAnswer, { body: { challenge, durationMs: 900, moves: 14 } }))).errorCode).toBe('geetest_validate_failed');
    // A fresh one, answered after a human moment, is signed; asking the provider again for it is not.
    const { challenge: fresh } = await callRoute(contract.verification.humanCheck, {});
    vi.setSystemTime(Date.now() + 900);
    const { validate } = await callRoute(contract.verification.humanCheckAnswer, { body: { challenge: fresh, durationMs: 800, moves: 14 } });
    expect(validate).toMatch(/^[0-9a-f]{64}$/);
    expect((await refusal(callRoute(contract.verification.humanCheckAnswer, { body: { challenge: fresh, durationMs: 800, moves: 14 } }))).errorCode).toBe(
      'geetest_validate_failed',
    );
  });

  it('an answer is bound to its challenge: it passes no other', async () => {
    const first = await humanCheck();
    const second = await humanCheck();
    const swapped = { humanCheckTicket: first.humanCheckTicket, humanCheckRandstr: second.humanCheckRandstr };
    expect((await refusal(send('9995550105', swapped))).errorCode).toBe('geetest_validate_failed');
  });

  it('an answer is bound to the caller that asked for the challenge', async () => {
    saved = home();
    const answer = await humanCheck();
    configureApi({ cookie: asCookie('another-browser') });
    expect((await refusal(send('9995550104', answer))).errorCode).toBe('geetest_validate_failed');
  });

  it('refuses measures no person makes: no move, or more time than has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const measures of [{ durationMs: 800, moves: 0 }, { durationMs: 60_000, moves: 9 }]) {
      const { challenge } = await callRoute(contract.verification.humanCheck, {});
      vi.setSystemTime(Date.now() + 900);
      expect((await refusal(callRoute(contract.verification.humanCheckAnswer, { body: { challenge, ...measures } }))).errorCode).toBe('geetest_validate_failed');
    }
  });
});
