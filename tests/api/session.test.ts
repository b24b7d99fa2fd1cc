import { describe, expect, it } from 'vitest';
import { lastCaptchaCode } from '../../mocks/verification/captcha';
import { lastSmsCode } from '../../mocks/verification/sms';
import { setScenario } from '../../mocks/engine/scenario';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { wireHeaders } from '../support/wire';
import { refusal } from '../support/refusal';

useSimulatedBackend();

describe('session.login', () => {
  it('logs a seeded player in and the token opens member info', async () => {
    const value = await callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', type: 'username' } });
    // WIRE.md §6.1 S1: token, firstTimeLogin, passwordExpired, userName, id, customerType.
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, userName: 'player01', customerType: 0 });
    expect(typeof value.id).toBe('number');
    expect(value.token).toMatch(/^[0-9a-f]{32}$/);
    useToken(value.token);
    const info = await callRoute(contract.member.getInfo);
    expect(info.account).toBe('player01');
    expect(info).not.toHaveProperty('passwordHash');
  });

  it('takes type "" as a password login (the re-login after a reset by phone, WIRE.md §6.1 S11)', async () => {
    const value = await callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', type: '' } });
    expect(value.token).toBeTruthy();
  });

  it('accepts the username case-insensitively and trims it', async () => {
    const value = await callRoute(contract.session.login, { body: { username: '  PLAYER01 ', password: 'Player@123', type: 'username' } });
    expect(value.token).toBeTruthy();
  });

  it('reports the first login once and the expired password', async () => {
    const first = await callRoute(contract.session.login, { body: { username: 'newbie01', password: '123456', type: 'username' } });
    expect(first.firstTimeLogin).toBe(true);
    const second = await callRoute(contract.session.login, { body: { username: 'newbie01', password: '123456', type: 'username' } });
    expect(second.firstTimeLogin).toBe(false);
    const expired = await callRoute(contract.session.login, { body: { username: 'expired01', password: 'Expired@123', type: 'username' } });
    expect(expired.passwordExpired).toBe(true);
  });

  it('requires the captcha after a failed login, and accepts the issued one once', async () => {
    const failed = await refusal(callRoute(contract.session.login, { body: { username: 'player01', password: 'wrong', type: 'username' } }));
    expect(failed.errorCode).toBe('login.password.incorrect');
    // WIRE.md §4.2: a truthy value.captcha asks for the captcha.
    expect(failed.value).toMatchObject({ captcha: true });
    const withoutCaptcha = await refusal(callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', type: 'username' } }));
    expect(withoutCaptcha.errorCode).toBe('captcha_required');
    expect(withoutCaptcha.value).toMatchObject({ captcha: true });
    const image = await callRoute(contract.verification.captcha);
    // WIRE.md §6.2 Y5: a bare Base64 PNG, no data-URL prefix.
    expect(image).toMatch(/^iVBOR/);
    const captcha = lastCaptchaCode();
    const value = await callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', captcha, type: 'username' } });
    expect(value.token).toBeTruthy();
    // Success clears the requirement.
    await callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', type: 'username' } });
  });

  it('refuses an unknown user with the same message as a wrong password', async () => {
    const error = await refusal(callRoute(contract.session.login, { body: { username: 'nobody', password: 'x', type: 'username' } }));
    expect(error.errorCode).toBe('login.password.incorrect');
  });

  it('refuses an empty username with a validation error', async () => {
    const error = await refusal(callRoute(contract.session.login, { body: { username: '   ', password: 'x', type: 'username' } }));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('request_param_err');
    expect(error.message).toContain('body.username');
  });

  it('logs in by SMS code when SMS login is on, and refuses when it is off', async () => {
    await callRoute(contract.verification.smsNoLogin, { body: { mobileNum: '9171234567', countryDialingCode: '+63' } });
    const code = lastSmsCode('9171234567');
    const value = await callRoute(contract.session.login, {
      body: { username: '9171234567', type: 'sms', mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: code },
    });
    expect(value.token).toBeTruthy();
    setScenario({ flags: { smsLogin: false } });
    const error = await refusal(callRoute(contract.session.login, {
      body: { username: '9171234567', type: 'sms', mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: code },
    }));
    expect(error.errorCode).toBe('function.not.available');
  });
});

describe('session.freePlay', () => {
  it('opens a trial (type 4) session with an empty real wallet', async () => {
    const value = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
    useToken(value.token);
    const info = await callRoute(contract.member.getInfo);
    expect(Number(info.type)).toBe(4);
  });

  it('takes the bare {} production sends, without an Encryption header (WIRE.md §8 Q1)', async () => {
    const response = await fetch(`http://localhost${contract.session.freePlay.path}`, { method: 'POST', headers: wireHeaders({}), body: '{}' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; value: { token: string } };
    expect(body.success).toBe(true);
    expect(body.value.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is refused when free play is switched off', async () => {
    setScenario({ flags: { freePlay: false } });
    const error = await refusal(callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } }));
    expect(error.errorCode).toBe('function.not.available');
  });
});

describe('session.logout', () => {
  it('ends the session: the token stops working (401 user.or.token.invalid)', async () => {
    await loginAs('player01', 'Player@123');
    await callRoute(contract.session.logout);
    const error = await refusal(callRoute(contract.member.getInfo));
    expect(error.status).toBe(401);
    expect(error.errorCode).toBe('user.or.token.invalid');
  });

  it('answers not-logged-in without a session (401 login.not.session)', async () => {
    const error = await refusal(callRoute(contract.session.logout));
    expect(error.status).toBe(401);
    expect(error.errorCode).toBe('login.not.session');
    expect(error.messageKey).toBe('errors.notLoggedIn');
  });
});

describe('session.socialLogin', () => {
  it('logs a linked member in when social login is on', async () => {
    setScenario({ flags: { socialLogin: true } });
    const { idToken } = await callRoute(contract.session.socialConsent, { body: { provider: 'google', account: 'player01', password: 'Player@123' } });
    const value = await callRoute(contract.session.socialLogin, { body: { provider: 'google', idToken } });
    expect(value.token).toBeTruthy();
  });

  it('refuses a non-member account with member_no_enter', async () => {
    setScenario({ flags: { socialLogin: true } });
    const { idToken } = await callRoute(contract.session.socialConsent, { body: { provider: 'google', account: 'agent_div', password: 'Agent@123' } });
    const error = await refusal(callRoute(contract.session.socialLogin, { body: { provider: 'google', idToken } }));
    expect(error.errorCode).toBe('member_no_enter');
  });
});

describe('the agent login (WIRE.md §7.1: there is no agent login call)', () => {
  it('has no route of its own: agents log in with S1 and say their type in member info', async () => {
    expect(Object.keys(contract.session)).not.toContain('agentLogin');
    const { token } = await callRoute(contract.session.login, { body: { username: 'agent_div', password: 'Agent@123', type: 'username' } });
    const info = await callRoute(contract.member.getInfo, undefined, { authorization: token });
    expect(info.type).toBe('1');
  });
});
