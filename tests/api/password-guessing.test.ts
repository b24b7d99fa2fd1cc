import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastCaptchaCode } from '../../mocks/verification/captcha';
import { setScenario } from '../../mocks/engine/scenario';
import { apiSettings, callRoute, configureApi, contract } from '../../src/lib/api';
import { changeLanguage, i18n, initI18n } from '../../src/lib/i18n';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { burst, BURST } from '../support/burst';
import { refusal } from '../support/refusal';
import { asCookie, sealForSimulatedBackend, wireHeaders } from '../support/wire';

/**
 * Issue 31 point 5: every password check is bounded. Before the fix a stolen session could try the
 * login password without end on the password change, the time-out and the self-exclusion, and 30
 * wrong logins in a row (captcha read right each time) never locked anything.
 */
useSimulatedBackend();

const MINUTE = 60_000;
const TRIES = 5;
const LOCK_MS = 15 * MINUTE;
const LOGIN_FAILURES = 10;

let home: string | undefined;
beforeEach(() => {
  home = apiSettings().cookie;
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  configureApi({ cookie: home });
  vi.useRealTimers();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

const changePassword = (oldPassword: string) =>
  callRoute(contract.member.changePassword, { body: { oldPassword, newPassword: 'Taken@999', confirmNewPassword: 'Taken@999' } });
const timeOut = (password: string) => callRoute(contract.responsibleGaming.timeOut, { body: { period: '24H', password } });
const selfExclude = (password: string) => callRoute(contract.responsibleGaming.selfExclude, { body: { term: '6M', password } });
let n = 0;
const convert = (password: string) => callRoute(contract.points.convert, { body: { points: 1_400, password, requestId: `guess-convert-${(n += 1)}` } });

describe('the login password asked from a session: a stolen token cannot find it', () => {
  it('a password change locks after 5 wrong passwords for 15 minutes, the right one included, and says until when', async () => {
    await loginAs('player01', 'Player@123');
    for (let attempt = 1; attempt < TRIES; attempt += 1) {
      const wrong = await refusal(changePassword(`wrong-${attempt}`));
      expect(wrong.errorCode).toBe('password_incorrect');
      expect(wrong.value).toMatchObject({ field: 'oldPassword', triesLeft: TRIES - attempt });
    }
    const locked = await refusal(changePassword('wrong-5'));
    const until = new Date(Date.now() + LOCK_MS);
    expect(locked.errorCode).toBe('password.check.locked');
    expect(locked.value).toMatchObject({ lockedUntil: until.toISOString(), until: `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`, retryAfterMinutes: 15 });
    expect(locked.message).toContain(`${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    expect((await refusal(changePassword('Player@123'))).errorCode).toBe('password.check.locked');
    later(LOCK_MS - MINUTE);
    expect((await refusal(changePassword('Player@123'))).errorCode).toBe('password.check.locked');
    later(MINUTE + 1_000);
    await expect(changePassword('Player@123')).resolves.toBeNull();
  });

  it('a time-out takes 50 wrong passwords and then refuses the right one: the owner is not timed out', async () => {
    await loginAs('player01', 'Player@123');
    for (let attempt = 0; attempt < 50; attempt += 1) await refusal(timeOut(`wrong-${attempt}`));
    expect((await refusal(timeOut('Player@123'))).errorCode).toBe('password.check.locked');
    expect((await callRoute(contract.responsibleGaming.status)).block.kind).toBe('NONE');
  });

  it('a self-exclusion takes 50 wrong passwords and then refuses the right one: the owner is not excluded', async () => {
    await loginAs('player01', 'Player@123');
    for (let attempt = 0; attempt < 50; attempt += 1) await refusal(selfExclude(`wrong-${attempt}`));
    expect((await refusal(selfExclude('Player@123'))).errorCode).toBe('password.check.locked');
    expect((await callRoute(contract.responsibleGaming.status)).block.kind).toBe('NONE');
  });

  it('the login password and the payment password share one counter per account', async () => {
    await loginAs('player01', 'Player@123');
    await refusal(changePassword('wrong-1'));
    await refusal(timeOut('wrong-2'));
    await refusal(selfExclude('wrong-3'));
    expect((await refusal(convert('000000'))).value).toMatchObject({ triesLeft: 1 });
    expect((await refusal(convert('000001'))).errorCode).toBe('payment.pw.locked');
    // Every check of the account is locked now, whichever password it asks for.
    expect((await refusal(convert('246810'))).errorCode).toBe('payment.pw.locked');
    expect((await refusal(changePassword('Player@123'))).errorCode).toBe('password.check.locked');
    // Another session of the same member meets the same lock.
    await loginAs('player01', 'Player@123');
    expect((await refusal(timeOut('Player@123'))).errorCode).toBe('password.check.locked');
  });

  it('20 guesses sent at once get 4 tries, the right one in last place included in the lock', async () => {
    await loginAs('player01', 'Player@123');
    const { ok, refused } = await burst((index) => timeOut(index === BURST - 1 ? 'Player@123' : `wrong-${index}`));
    expect(ok).toHaveLength(0);
    const codes = refused.map((error) => error.errorCode);
    expect(codes.filter((code) => code === 'password_incorrect')).toHaveLength(TRIES - 1);
    expect(codes.filter((code) => code === 'password.check.locked')).toHaveLength(BURST - TRIES + 1);
  });

  it('a right password that changes nothing does not reset the count (the new password is judged first)', async () => {
    await loginAs('player01', 'Player@123');
    for (let attempt = 1; attempt < TRIES; attempt += 1) await refusal(convert('000000'));
    // The right login password with a new one that cannot be taken: refused before the check, so the count stands.
    expect((await refusal(callRoute(contract.member.changePassword, { body: { oldPassword: 'Player@123', newPassword: 'Player@123', confirmNewPassword: 'Player@123' } }))).errorCode).toBe(
      'request_param_err',
    );
    expect((await refusal(convert('000000'))).errorCode).toBe('payment.pw.locked');
  });
});

/** One login try as a script with a perfect captcha reader would send it: a fresh image, read right. */
async function guess(username: string, password: string) {
  await callRoute(contract.verification.captcha);
  return callRoute(contract.session.login, { body: { username, password, type: 'username', captcha: lastCaptchaCode() } });
}

describe('login: a per-account lockout whatever the captcha says', () => {
  it('30 wrong passwords in a row, the captcha read right every time, lock the account: the 31st guess, right, does not log in', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 30; attempt += 1) answers.push((await refusal(guess('player01', `wrong-${attempt}`))).errorCode);
    // The 10th failure locks, and says so.
    expect(answers.slice(0, LOGIN_FAILURES - 1)).toEqual(Array(LOGIN_FAILURES - 1).fill('login.password.incorrect'));
    expect(answers.slice(LOGIN_FAILURES - 1)).toEqual(Array(31 - LOGIN_FAILURES).fill('login.locked'));
    const locked = await refusal(guess('player01', 'Player@123'));
    expect(locked.errorCode).toBe('login.locked');
    // The client keeps the captcha on, and says until when.
    expect(locked.value).toMatchObject({ captcha: true, lockedUntil: new Date(Date.now() + LOCK_MS).toISOString(), retryAfterMinutes: 15 });
    // From any other caller too: the lock is the account's.
    configureApi({ cookie: asCookie('another-tab') });
    expect((await refusal(guess('player01', 'Player@123'))).errorCode).toBe('login.locked');
  });

  it('locks for 15 minutes after 10 failures, then for twice as long after each further 10; a login clears it', async () => {
    const fail = async (count: number) => {
      for (let attempt = 0; attempt < count; attempt += 1) await refusal(guess('player01', 'wrong'));
    };
    await fail(LOGIN_FAILURES);
    later(LOCK_MS - MINUTE);
    expect((await refusal(guess('player01', 'Player@123'))).errorCode).toBe('login.locked');
    later(MINUTE + 1_000);
    await fail(LOGIN_FAILURES);
    expect((await refusal(guess('player01', 'Player@123'))).value).toMatchObject({ retryAfterMinutes: 30 });
    later(2 * LOCK_MS - MINUTE);
    expect((await refusal(guess('player01', 'Player@123'))).errorCode).toBe('login.locked');
    later(MINUTE + 1_000);
    await expect(guess('player01', 'Player@123')).resolves.toHaveProperty('token');
    // The success starts the count over: 9 failures lock nothing, and the 15 minutes are back.
    await fail(LOGIN_FAILURES - 1);
    await expect(guess('player01', 'Player@123')).resolves.toHaveProperty('token');
    await fail(LOGIN_FAILURES);
    expect((await refusal(guess('player01', 'Player@123'))).value).toMatchObject({ retryAfterMinutes: 15 });
  });

  it('20 callers guessing at once, each reading its captcha right, get 9 wrong answers and the lock', async () => {
    // Each caller of a script farm reads its own captcha first; then all guess at the same moment, raw, each with its cookie.
    const readers = [];
    for (let index = 0; index < BURST; index += 1) {
      const cookie = `farm-${index}`;
      configureApi({ cookie: asCookie(cookie) });
      await callRoute(contract.verification.captcha);
      readers.push({ cookie, captcha: lastCaptchaCode() });
    }
    const answers = await Promise.all(
      readers.map(async ({ cookie, captcha }, index) => {
        const password = index === BURST - 1 ? 'Player@123' : 'wrong';
        const sealed = sealForSimulatedBackend({ username: 'player01', password, type: 'username', captcha, loginDeviceId: crypto.randomUUID() });
        const response = await fetch(`http://localhost${contract.session.login.path}`, {
          method: 'POST',
          headers: { ...wireHeaders({ cookie }), Encryption: sealed.encryption },
          body: sealed.body,
        });
        return ((await response.json()) as { success: boolean; errorCode?: string }).errorCode ?? 'logged in';
      }),
    );
    expect(answers.filter((code) => code === 'login.password.incorrect')).toHaveLength(LOGIN_FAILURES - 1);
    expect(answers.filter((code) => code === 'login.locked')).toHaveLength(BURST - LOGIN_FAILURES + 1);
  });

  it('an unknown username gets exactly the answers a real one gets: the lock says nothing about who exists', async () => {
    const run = async (username: string, caller: string) => {
      configureApi({ cookie: asCookie(caller) });
      const answers = [];
      for (let attempt = 0; attempt < LOGIN_FAILURES + 2; attempt += 1) {
        const error = await refusal(guess(username, 'wrong'));
        answers.push([error.errorCode, error.message, error.value]);
      }
      return answers;
    };
    expect(await run('ghost_player_9', 'probe-ghost')).toEqual(await run('player01', 'probe-real'));
  });

  it('the simulated social provider’s sign-in is held by the same lock', async () => {
    setScenario({ flags: { socialLogin: true } });
    for (let attempt = 0; attempt < LOGIN_FAILURES; attempt += 1) await refusal(guess('player01', 'wrong'));
    const consent = await refusal(callRoute(contract.session.socialConsent, { body: { provider: 'google', account: 'player01', password: 'Player@123' } }));
    expect(consent.errorCode).toBe('login.locked');
  });
});

describe('the lock’s words', () => {
  it('say until when, in EN and in TY, for the password checks and for login', async () => {
    await initI18n('EN');
    await loginAs('player01', 'Player@123');
    let locked = await refusal(changePassword('wrong'));
    while (locked.errorCode === 'password_incorrect') locked = await refusal(changePassword('wrong'));
    for (let attempt = 0; attempt < LOGIN_FAILURES; attempt += 1) await refusal(guess('ghost_player_9', 'wrong'));
    const loginLocked = await refusal(guess('ghost_player_9', 'wrong'));
    const paymentLocked = await refusal(convert('246810'));
    const until = (locked.value as { until: string }).until;
    expect(until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    const words = () => [locked, paymentLocked, loginLocked].map((error) => i18n.t(error.messageKey!, error.messageParams));
    expect(words()).toEqual([
      `Too many wrong passwords. Password checks are locked until ${until}.`,
      `Too many wrong passwords. Password checks are locked until ${until}.`,
      `Too many failed logins. Try again after ${(loginLocked.value as { until: string }).until}.`,
    ]);
    await changeLanguage('TY');
    try {
      expect(words()).toEqual([
        `Masyadong maraming maling password. Naka-lock ang pag-check ng password hanggang ${until}.`,
        `Masyadong maraming maling password. Naka-lock ang pag-check ng password hanggang ${until}.`,
        `Masyadong maraming bigong pag-login. Subukang muli pagkatapos ng ${(loginLocked.value as { until: string }).until}.`,
      ]);
    } finally {
      await changeLanguage('EN');
    }
  });
});
