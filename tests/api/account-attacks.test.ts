import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMS_DEFAULT_EXPIRED_MINUTES } from '../../contracts/shared/constants';
import { PAYMENT_PASSWORD_LOCK_MS, PAYMENT_PASSWORD_MAX_TRIES } from '../../mocks/member/payment-password';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../mocks/session/sessions';
import { lastCaptchaCode } from '../../mocks/verification/captcha';
import { lastSmsCode, SMS_MAX_WRONG_TRIES } from '../../mocks/verification/sms';
import { setScenario } from '../../mocks/engine/scenario';
import { apiSettings, callRoute, configureApi, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { asCookie } from '../support/wire';
import { humanCheck } from '../support/human';
import { refusal } from '../support/refusal';

/**
 * The attacks of issue 12, each reproduced end to end against the simulated
 * backend: every test here passed for the attacker before the fix.
 */
useSimulatedBackend();

const PLAYER_MOBILE = '9171234567';
/** The test file's own caller (tests/support/backend.ts gives each file a cookie). */
let home: string | undefined;
beforeEach(() => {
  home = apiSettings().cookie;
});

/** Acts as another browser tab (another caller) for the rest of the test. */
function asClient(id: string): void {
  configureApi({ cookie: asCookie(id) });
}

function backHome(): void {
  configureApi({ cookie: home });
}

afterEach(() => {
  backHome();
  vi.useRealTimers();
});

/** Whether a fresh caller (no failures behind it) can log in with these credentials. */
async function loginWorks(username: string, password: string): Promise<boolean> {
  asClient(`fresh-${crypto.randomUUID()}`);
  try {
    await callRoute(contract.session.login, { body: { username, password, type: 'username' } });
    return true;
  } catch {
    return false;
  } finally {
    backHome();
  }
}

describe('account takeover by phone', () => {
  it('a code sent to +1 917 123 4567 does not log into the +63 917 123 4567 account', async () => {
    setScenario({ flags: { smsLogin: true } });
    await callRoute(contract.verification.smsNoLogin, { body: { countryDialingCode: '+1', mobileNum: PLAYER_MOBILE } });
    const code = lastSmsCode(`+1${PLAYER_MOBILE}`) ?? '';
    const asPlayer = await refusal(
      callRoute(contract.session.login, { body: { username: PLAYER_MOBILE, type: 'sms', mobileNum: PLAYER_MOBILE, countryDialingCode: '+63', verificationCode: code } }),
    );
    expect(asPlayer.errorCode).toBe('auth/invalid-verification-code');
    // With its own dialling code the +1 number simply has no account.
    await callRoute(contract.verification.smsNoLogin, { body: { countryDialingCode: '+1', mobileNum: PLAYER_MOBILE } });
    const own = await refusal(
      callRoute(contract.session.login, {
        body: { username: PLAYER_MOBILE, type: 'sms', mobileNum: PLAYER_MOBILE, countryDialingCode: '+1', verificationCode: lastSmsCode(`+1${PLAYER_MOBILE}`) ?? '' },
      }),
    );
    expect(own.errorCode).toBe('login.password.incorrect');
  });

  it('the reset by mobile refuses a code sent to another number that ends with the player’s', async () => {
    // The attacker's own handset: +63 1 917 123 4567 ends with player01's national number.
    const attacker = `1${PLAYER_MOBILE}`;
    await callRoute(contract.verification.smsNoLogin, { body: { countryDialingCode: '+63', mobileNum: attacker, ...(await humanCheck()) } });
    const code = lastSmsCode(attacker) ?? '';
    const error = await refusal(
      callRoute(contract.member.resetPasswordByMobile, { body: { newPassword: 'Stolen@123', mobileNum: PLAYER_MOBILE, verificationCode: code } }),
    );
    expect(error.errorCode).toBe('auth/invalid-verification-code');
    expect(await loginWorks('player01', 'Player@123')).toBe(true);
  });

  it('a code sent for SMS login (no human check) cannot reset the password', async () => {
    await callRoute(contract.verification.smsNoLogin, { body: { countryDialingCode: '+63', mobileNum: PLAYER_MOBILE } });
    const error = await refusal(
      callRoute(contract.member.resetPasswordByMobile, {
        body: { newPassword: 'Stolen@123', mobileNum: PLAYER_MOBILE, verificationCode: lastSmsCode(PLAYER_MOBILE) ?? '' },
      }),
    );
    expect(error.errorCode).toBe('auth/invalid-verification-code');
  });

  it('a code is bound to the caller that asked for it', async () => {
    setScenario({ flags: { smsLogin: true } });
    asClient('victim-tab');
    await callRoute(contract.verification.smsNoLogin, { body: { countryDialingCode: '+63', mobileNum: PLAYER_MOBILE } });
    asClient('attacker-tab');
    const error = await refusal(
      callRoute(contract.session.login, {
        body: { username: PLAYER_MOBILE, type: 'sms', mobileNum: PLAYER_MOBILE, countryDialingCode: '+63', verificationCode: lastSmsCode(PLAYER_MOBILE) ?? '' },
      }),
    );
    expect(error.errorCode).toBe('auth/invalid-verification-code');
  });
});

describe('guessing an SMS code', () => {
  it('five wrong codes burn the code: the right one no longer logs in', async () => {
    setScenario({ flags: { smsLogin: true } });
    await callRoute(contract.verification.smsNoLogin, { body: { countryDialingCode: '+63', mobileNum: PLAYER_MOBILE } });
    const right = lastSmsCode(PLAYER_MOBILE) ?? '';
    const wrong = right === '100000' ? '100001' : '100000';
    const sms = (verificationCode: string) =>
      callRoute(contract.session.login, { body: { username: PLAYER_MOBILE, type: 'sms', mobileNum: PLAYER_MOBILE, countryDialingCode: '+63', verificationCode } });
    for (let i = 0; i < SMS_MAX_WRONG_TRIES; i += 1) expect((await refusal(sms(wrong))).errorCode).toBe('auth/invalid-verification-code');
    expect((await refusal(sms(right))).errorCode).toBe('auth/code-expired');
  });

  it('codes expire', async () => {
    setScenario({ flags: { smsLogin: true } });
    await callRoute(contract.verification.smsNoLogin, { body: { countryDialingCode: '+63', mobileNum: PLAYER_MOBILE } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SMS_DEFAULT_EXPIRED_MINUTES * 60_000 + 1_000);
    const error = await refusal(
      callRoute(contract.session.login, {
        body: { username: PLAYER_MOBILE, type: 'sms', mobileNum: PLAYER_MOBILE, countryDialingCode: '+63', verificationCode: lastSmsCode(PLAYER_MOBILE) ?? '' },
      }),
    );
    expect(error.errorCode).toBe('auth/code-expired');
  });
});

describe('guessing the captcha', () => {
  async function failOnce(username = 'player01') {
    await refusal(callRoute(contract.session.login, { body: { username, password: 'wrong-password', type: 'username' } }));
  }
  const loginWithCaptcha = (captcha: string) => callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', type: 'username', captcha } });

  it('only the last image issued to the caller counts: hoarding images gets nothing', async () => {
    await failOnce();
    await callRoute(contract.verification.captcha, {});
    const older = lastCaptchaCode();
    for (let i = 0; i < 30; i += 1) await callRoute(contract.verification.captcha, {});
    const newest = lastCaptchaCode();
    if (older !== newest) expect((await refusal(loginWithCaptcha(older))).errorCode).toBe('captcha_required');
  });

  it('an image issued to another caller is no answer', async () => {
    await failOnce();
    asClient('other-tab');
    await callRoute(contract.verification.captcha, {});
    const theirs = lastCaptchaCode();
    backHome();
    expect((await refusal(loginWithCaptcha(theirs))).errorCode).toBe('captcha_required');
  });

  it('a wrong answer spends the image: the right code of that image then fails', async () => {
    await failOnce();
    await callRoute(contract.verification.captcha, {});
    const right = lastCaptchaCode();
    await refusal(loginWithCaptcha(right === '1000' ? '1001' : '1000'));
    expect((await refusal(loginWithCaptcha(right))).errorCode).toBe('captcha_required');
    await callRoute(contract.verification.captcha, {});
    await expect(loginWithCaptcha(lastCaptchaCode())).resolves.toHaveProperty('token');
  });

  it('hoarding 300 images, then 400 blind guesses, gets in at most once', async () => {
    await failOnce();
    for (let i = 0; i < 300; i += 1) await callRoute(contract.verification.captcha, {});
    let wins = 0;
    for (let guess = 1000; guess < 1400; guess += 1) {
      try {
        await loginWithCaptcha(String(guess));
        wins += 1;
      } catch {
        // refused: the attacker guesses on
      }
    }
    // Before the fix every issued code sat in one set: about 13 of these guesses got in.
    expect(wins).toBeLessThanOrEqual(1);
  }, 60_000);
});

describe('finding usernames', () => {
  it('an unknown username and a real one answer the same after a failure', async () => {
    const attempt = (username: string) => refusal(callRoute(contract.session.login, { body: { username, password: 'wrong-password', type: 'username' } }));
    asClient('probe-1');
    const real1 = await attempt('player01');
    asClient('probe-2');
    const ghost1 = await attempt('ghost_player_9');
    expect([real1.errorCode, real1.value]).toEqual([ghost1.errorCode, ghost1.value]);
    // A second try, from a fresh caller each time: both names now want the captcha.
    asClient('probe-3');
    const real2 = await attempt('player01');
    asClient('probe-4');
    const ghost2 = await attempt('ghost_player_9');
    expect(real2.errorCode).toBe('captcha_required');
    expect(ghost2.errorCode).toBe('captcha_required');
    // And from the caller that failed, any other name too.
    expect((await attempt('another_ghost')).errorCode).toBe('captcha_required');
  });
});

describe('the human check', () => {
  it('is required for registration’s send, and S12 (no purpose on the wire) resets nothing with a code sent without it', async () => {
    const register = await refusal(callRoute(contract.verification.smsRegister, { body: { countryDialingCode: '+63', mobileNo: '9995550001' } }));
    expect(register.errorCode).toBe('geetest_validate_failed');
    // SMS login's send goes without the check (SPEC §4), so the send itself is taken; its code cannot reset.
    await callRoute(contract.verification.smsNoLogin, { body: { countryDialingCode: '+63', mobileNum: PLAYER_MOBILE } });
    const reset = await refusal(callRoute(contract.member.resetPasswordByMobile, { body: { newPassword: 'Stolen@123', mobileNum: PLAYER_MOBILE, verificationCode: lastSmsCode(PLAYER_MOBILE) ?? '' } }));
    expect(reset.errorCode).toBe('auth/invalid-verification-code');
  });

  it('refuses a nonce the server did not issue, and an answer used twice', async () => {
    const forged = { humanCheckTicket: 'a'.repeat(64), humanCheckRandstr: 'my-own-nonce' };
    const error = await refusal(callRoute(contract.verification.smsRegister, { body: { countryDialingCode: '+63', mobileNo: '9995550002', ...forged } }));
    expect(error.errorCode).toBe('geetest_validate_failed');
    const answer = await humanCheck();
    await callRoute(contract.verification.smsRegister, { body: { countryDialingCode: '+63', mobileNo: '9995550003', ...answer } });
    const replay = await refusal(callRoute(contract.verification.smsRegister, { body: { countryDialingCode: '+63', mobileNo: '9995550004', ...answer } }));
    expect(replay.errorCode).toBe('geetest_validate_failed');
  });
});

describe('social login', () => {
  it('refuses a hand-made token, and takes only one the provider issued, once', async () => {
    setScenario({ flags: { socialLogin: true } });
    const forged = await refusal(callRoute(contract.session.socialLogin, { body: { provider: 'google', idToken: 'google:player01' } }));
    expect(forged.errorCode).toBe('login.password.incorrect');
    const { idToken } = await callRoute(contract.session.socialConsent, { body: { provider: 'google', account: 'player01', password: 'Player@123' } });
    expect((await refusal(callRoute(contract.session.socialLogin, { body: { provider: 'facebook', idToken } }))).errorCode).toBe('login.password.incorrect');
    const { idToken: fresh } = await callRoute(contract.session.socialConsent, { body: { provider: 'google', account: 'player01', password: 'Player@123' } });
    await expect(callRoute(contract.session.socialLogin, { body: { provider: 'google', idToken: fresh } })).resolves.toHaveProperty('token');
    expect((await refusal(callRoute(contract.session.socialLogin, { body: { provider: 'google', idToken: fresh } }))).errorCode).toBe('login.password.incorrect');
  });
});

describe('guessing the payment password', () => {
  const convert = (paymentPassword: string, n: number) =>
    callRoute(contract.points.convert, { body: { points: 1_400, password: paymentPassword, requestId: `guess-convert-${n}` } });

  it('locks after 5 wrong tries for 15 minutes, the right one included, and says until when', async () => {
    await loginAs('player01', 'Player@123');
    vi.useFakeTimers({ toFake: ['Date'] });
    const last = PAYMENT_PASSWORD_MAX_TRIES - 1;
    for (let n = 0; n < last; n += 1) expect((await refusal(convert('000000', n))).errorCode).toBe('invalid.payment.pw');
    const locked = await refusal(convert('000000', last));
    expect(locked.errorCode).toBe('payment.pw.locked');
    expect(locked.value).toMatchObject({ retryAfterMinutes: PAYMENT_PASSWORD_LOCK_MS / 60_000 });
    expect((await refusal(convert('246810', 100))).errorCode).toBe('payment.pw.locked');
    vi.setSystemTime(Date.now() + PAYMENT_PASSWORD_LOCK_MS - 60_000);
    expect((await refusal(convert('246810', 101))).errorCode).toBe('payment.pw.locked');
    vi.setSystemTime(Date.now() + 61_000);
    await expect(convert('246810', 102)).resolves.toBeDefined();
  });

  it('holds for the agent transfer too', async () => {
    await loginAs('agent_div', 'Agent@123');
    const transfer = (paymentPassword: string, n: number) =>
      callRoute(contract.agent.transferToDownline, { body: { subordinateName: 'agent_div_dl01', transferAmount: 10, password: paymentPassword, requestId: `guess-agent-transfer-${n}` } });
    for (let n = 0; n < PAYMENT_PASSWORD_MAX_TRIES; n += 1) await refusal(transfer('000000', n));
    expect((await refusal(transfer('135790', PAYMENT_PASSWORD_MAX_TRIES))).errorCode).toBe('payment.pw.locked');
  });
});

describe('sessions', () => {
  it('end after 30 minutes idle', async () => {
    await loginAs('player01', 'Player@123');
    vi.useFakeTimers({ toFake: ['Date'] });
    // Each request moves the idle clock: two waits just under the limit keep the session, one over it ends it.
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000);
    await expect(callRoute(contract.member.getInfo, {})).resolves.toHaveProperty('account', 'player01');
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000);
    await expect(callRoute(contract.member.getInfo, {})).resolves.toHaveProperty('account', 'player01');
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 60_000);
    const error = await refusal(callRoute(contract.member.getInfo, {}));
    // WIRE.md §4.4: a token the server no longer knows is user.or.token.invalid (401).
    expect([error.status, error.errorCode]).toEqual([401, 'user.or.token.invalid']);
  });

  it('end 12 hours after login however busy', async () => {
    await loginAs('player01', 'Player@123');
    vi.useFakeTimers({ toFake: ['Date'] });
    // A request every 10 minutes up to 10 minutes before the end, then one 15 minutes later: never idle, but past it.
    const step = 10 * 60_000;
    for (let at = step; at < SESSION_ABSOLUTE_MS; at += step) {
      vi.setSystemTime(Date.now() + step);
      await callRoute(contract.member.getInfo, {});
    }
    vi.setSystemTime(Date.now() + 15 * 60_000);
    expect((await refusal(callRoute(contract.member.getInfo, {}))).errorCode).toBe('user.or.token.invalid');
  });

  it('a password change ends every other session of the member', async () => {
    const other = await loginAs('player01', 'Player@123');
    const mine = await loginAs('player01', 'Player@123');
    await callRoute(contract.member.changePassword, { body: { oldPassword: 'Player@123', newPassword: 'Player@456', confirmNewPassword: 'Player@456' } });
    await expect(callRoute(contract.member.getInfo, {})).resolves.toHaveProperty('account', 'player01');
    useToken(other);
    expect((await refusal(callRoute(contract.member.getInfo, {}))).errorCode).toBe('user.or.token.invalid');
    useToken(mine);
  });

  it('logout ends the session on the server', async () => {
    const token = await loginAs('player01', 'Player@123');
    await callRoute(contract.session.logout, {});
    useToken(token);
    expect((await refusal(callRoute(contract.member.getInfo, {}))).status).toBe(401);
  });
});
