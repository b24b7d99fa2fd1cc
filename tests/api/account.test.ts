import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { members } from '../../mocks/member/collections';
import { PAYMENT_PASSWORD_MAX_TRIES } from '../../mocks/member/payment-password';
import { currentAuthenticatorCode, LOGIN_VERIFY_MAX_WRONG } from '../../mocks/session/ip-verification';
import { lastSmsCode } from '../../mocks/verification/sms';
import { apiSettings, callRoute, configureApi, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';
import { asCookie, sealForSimulatedBackend, wireHeaders } from '../support/wire';

/**
 * My account (securityCenter) rules of the simulated backend: the payment
 * password (first set, change with the old one under the lock rules, reset
 * by SMS), KYC-locked profile fields, avatars from the icon list, mobile
 * binding, the login history, and SPEC §4 login from an unregistered IP.
 */
useSimulatedBackend();

const PLAYER_MOBILE = '9171234567';
/** The test file's own caller (tests/support/backend.ts gives each file a cookie). */
let home: string | undefined;
beforeEach(() => {
  home = apiSettings().cookie;
});
afterEach(() => configureApi({ cookie: home }));

/** §7.2 setWithdrawPassword: the first payment password. */
const setPayment = (pin: string, confirm = pin) => callRoute(contract.member.setPaymentPassword, { body: { paymentPassword: pin, confirmPaymentPassword: confirm } });
/** §7.2 changeWithdrawPassword: a change with the current one. */
const changePayment = (oldPaymentPassword: string, pin: string, confirm = pin) =>
  callRoute(contract.member.changePaymentPassword, { body: { oldPaymentPassword, paymentPassword: pin, confirmPaymentPassword: confirm } });
const resetPayment = (verificationCode: string, pin: string) =>
  callRoute(contract.member.resetPaymentPassword, { body: { verificationCode, paymentPassword: pin, confirmPaymentPassword: pin } });

describe('member.setPaymentPassword / changePaymentPassword', () => {
  it('sets the first payment password once, then only changes it with the old one', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    expect((await callRoute(contract.member.getInfo)).hasPaymentPassword).toBe(false);
    await setPayment('112233');
    expect((await callRoute(contract.member.getInfo)).hasPaymentPassword).toBe(true);

    const again = await refusal(setPayment('445566'));
    expect(again.errorCode).toBe('state_invalid');
    expect(again.value).toMatchObject({ reason: 'PAYMENT_PASSWORD_SET' });
    expect((await refusal(changePayment('000000', '445566'))).errorCode).toBe('invalid.payment.pw');
    await changePayment('112233', '445566');
    // The new one is what money routes now check.
    expect((await refusal(changePayment('112233', '778899'))).errorCode).toBe('invalid.payment.pw');
  });

  it('refuses a set without checkCompleteCustomerInfo 0, which the client adds itself (§7.2)', async () => {
    const token = await loginAs('kycpending01', 'Kyc@12345');
    const { encryption, body } = sealForSimulatedBackend({ paymentPassword: '112233', confirmPaymentPassword: '112233' });
    const response = await fetch(`http://localhost${contract.member.setPaymentPassword.path}`, {
      method: 'POST',
      headers: { ...wireHeaders({ token }), Encryption: encryption },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((await callRoute(contract.member.getInfo)).hasPaymentPassword).toBe(false);
  });

  it('refuses a confirmation that differs, a password that is not 6 digits, the old one again, and a change with nothing to change', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    expect((await refusal(changePayment('123456', '112233'))).errorCode).toBe('not.exists.payment.password');
    const mismatch = await refusal(setPayment('112233', '112234'));
    expect(mismatch.value).toMatchObject({ field: 'confirmPaymentPassword' });
    expect((await refusal(setPayment('12ab56'))).errorCode).toBe('request_param_err');
    expect((await callRoute(contract.member.getInfo)).hasPaymentPassword).toBe(false);
    await loginAs('player01', 'Player@123');
    const same = await refusal(changePayment('246810', '246810'));
    expect(same.value).toMatchObject({ field: 'paymentPassword' });
  });

  it('sets a first payment password exactly once when many first sets arrive at once', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    const pins = ['101010', '202020', '303030', '404040', '505050', '606060'];
    const results = await Promise.allSettled(pins.map((pin) => setPayment(pin)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('locks the change after the wrong old passwords of the lock rule, right one included, until a reset by SMS', async () => {
    await loginAs('player01', 'Player@123');
    for (let attempt = 1; attempt < PAYMENT_PASSWORD_MAX_TRIES; attempt += 1) {
      const wrong = await refusal(changePayment('000000', '112233'));
      expect(wrong.value).toMatchObject({ triesLeft: PAYMENT_PASSWORD_MAX_TRIES - attempt });
    }
    expect((await refusal(changePayment('000000', '112233'))).errorCode).toBe('payment.pw.locked');
    expect((await refusal(changePayment('246810', '112233'))).errorCode).toBe('payment.pw.locked');

    await callRoute(contract.verification.smsMember, { body: { purpose: 'paymentReset' } });
    const wrongCode = await refusal(resetPayment('000000', '112233'));
    expect(wrongCode.errorCode).toBe('auth/invalid-verification-code');
    const code = lastSmsCode(PLAYER_MOBILE) ?? '';
    await resetPayment(code, '112233');
    // The code is spent, and the lock is gone with the old password.
    expect((await refusal(resetPayment(code, '998877'))).errorCode).toMatch(/^auth\//);
    await changePayment('112233', '445566');
  });

  it('takes a reset code only for the reset: a code sent to bind a number does not reset', async () => {
    await loginAs('player01', 'Player@123');
    await callRoute(contract.verification.smsMember, { body: { purpose: 'bindMobile', countryDialingCode: '+63', mobileNum: PLAYER_MOBILE } });
    const error = await refusal(resetPayment(lastSmsCode(PLAYER_MOBILE) ?? '', '112233'));
    expect(error.errorCode).toBe('auth/invalid-verification-code');
  });
});

describe('member.setInfo and the KYC lock', () => {
  it('shows the identity fields of a verified member as locked and refuses a change to one, writing nothing', async () => {
    await loginAs('player01', 'Player@123');
    const info = await callRoute(contract.member.getInfo);
    // S6's names: the real name is payeename (WIRE.md §7.2).
    expect(info.lockedFields).toEqual(expect.arrayContaining(['payeename', 'birthday', 'placeOfBirth', 'nationality']));
    expect(info.payeename).toBeTruthy();
    expect(info.regDate).toBeGreaterThan(0);

    const error = await refusal(callRoute(contract.member.setInfo, { body: { nickname: 'Changed', payeename: 'Someone Else' } }));
    expect(error.errorCode).toBe('profile_field_locked');
    expect(error.value).toMatchObject({ field: 'payeename' });
    expect((await callRoute(contract.member.getInfo)).nickname).toBe(info.nickname);

    // Posting a locked field back unchanged is fine; the open fields change and are trimmed by the contract.
    await callRoute(contract.member.setInfo, { body: { payeename: info.payeename ?? '', zalo: '  0917 555 0101 ', occupation: '7' } });
    expect(await callRoute(contract.member.getInfo)).toMatchObject({ payeename: info.payeename, zalo: '0917 555 0101', occupation: '7' });
  });

  it('lets a member without a verification change every field', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    expect((await callRoute(contract.member.getInfo)).lockedFields).toEqual([]);
    await callRoute(contract.member.setInfo, { body: { payeename: 'Maria Santos', birthday: '1990-04-12', nationality: 'PHILIPPINES' } });
    expect(await callRoute(contract.member.getInfo)).toMatchObject({ payeename: 'Maria Santos', birthday: '1990-04-12', nationality: 'PHILIPPINES' });
  });

  it('refuses a full name without a first and last name, and a birthday in the future, writing nothing', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    const before = await callRoute(contract.member.getInfo);
    const name = await refusal(callRoute(contract.member.setInfo, { body: { nickname: 'Renamed', payeename: 'Maria' } }));
    expect(name.errorCode).toBe('request_param_err');
    expect(name.value).toMatchObject({ field: 'payeename' });
    const born = await refusal(callRoute(contract.member.setInfo, { body: { birthday: '2999-01-01' } }));
    expect(born.value).toMatchObject({ field: 'birthday' });
    const after = await callRoute(contract.member.getInfo);
    expect({ nickname: after.nickname, payeename: after.payeename, birthday: after.birthday }).toEqual({ nickname: before.nickname, payeename: before.payeename, birthday: before.birthday });
  });
});

describe('member.setIcon', () => {
  it('takes the image of an icon of /wps/system/icons and refuses any other', async () => {
    await loginAs('player01', 'Player@123');
    const [icon] = await callRoute(contract.system.icons);
    await callRoute(contract.member.setIcon, { body: { avatar: icon!.url } });
    expect((await callRoute(contract.member.getAvatar)).avatar).toBe(icon!.url);
    expect((await refusal(callRoute(contract.member.setIcon, { body: { avatar: '/mock-assets/avatar/not-an-icon.svg' } }))).errorCode).toBe('request_param_err');
  });
});

describe('member.bindMobile', () => {
  it('binds a new number with the code sent to it, and refuses a wrong code or a number another member holds', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    await callRoute(contract.verification.smsMember, { body: { purpose: 'bindMobile', countryDialingCode: '+63', mobileNum: '9175550101' } });
    expect((await refusal(callRoute(contract.member.bindMobile, { body: { countryDialingCode: '+63', mobileNum: '9175550101', verificationCode: '000000' } }))).errorCode).toBe(
      'auth/invalid-verification-code',
    );
    await callRoute(contract.member.bindMobile, {
      body: { countryDialingCode: '+63', mobileNum: '9175550101', verificationCode: lastSmsCode('9175550101') ?? '' },
    });
    expect(await callRoute(contract.member.getInfo)).toMatchObject({ mobile: '917555****', countryDialingCode: '+63', mobileVerified: true });

    await callRoute(contract.verification.smsMember, { body: { purpose: 'bindMobile', countryDialingCode: '+63', mobileNum: PLAYER_MOBILE } });
    const taken = await refusal(callRoute(contract.member.bindMobile, { body: { countryDialingCode: '+63', mobileNum: PLAYER_MOBILE, verificationCode: lastSmsCode(PLAYER_MOBILE) ?? '' } }));
    expect(taken.errorCode).toBe('mobile_exists');
  });
});

describe('member.loginHistory', () => {
  it('lists the seeded logins and then this one, newest first, with the caller IP', async () => {
    await loginAs('player01', 'Player@123');
    const { list, knownIpCount } = await callRoute(contract.member.loginHistory);
    expect(knownIpCount).toBe(2);
    expect(list[0]).toMatchObject({ ip: '198.51.100.7', loginType: 'username', verifiedBy: null });
    expect(list.length).toBeGreaterThan(5);
    const times = list.map((row) => row.loginTime);
    expect([...times].sort().reverse()).toEqual(times);
    // Seeded logins happen at varied hours of varied days, not all at one midnight.
    expect(new Set(times.slice(1).map((time) => time.slice(11, 16))).size).toBe(times.length - 1);
    expect(new Set(times.slice(1).map((time) => time.slice(11, 13))).size).toBeGreaterThan(3);
    expect(new Set(times.slice(1).map((time) => time.slice(0, 10))).size).toBeGreaterThan(3);
  });
});

describe('SPEC §4 login from an unregistered IP (WIRE.md §6.1 S1 login_verify_required, S2)', () => {
  /** S1 from the demo's unregistered IP: the refusal whose value's keys are the methods offered. */
  async function refusedLogin(username = 'player01', password = 'Player@123') {
    const error = await refusal(callRoute(contract.session.login, { body: { username, password, type: 'username' } }));
    expect(error.errorCode).toBe('login_verify_required');
    return error.value as Record<string, unknown>;
  }
  type Answer = { method: 'E'; email: string } | { method: 'G'; authCode: string } | { method: 'S'; mobileNum: string; verificationCode: string } | { method: 'P'; payeeName: string };
  const verify = (answer: Answer, username = 'player01', password = 'Player@123') =>
    callRoute(contract.session.loginVerify, { body: { username, password, ...answer } });
  const google = () => ({ method: 'G' as const, authCode: currentAuthenticatorCode('player01') ?? '' });
  const forgetIps = () => members.update((q) => q.where({ account: 'player01' }), { data: (draft) => { draft.knownIps = []; } });

  it('lets a login in when the flag is off, and keys the methods the member has in the value when it is on', async () => {
    await loginAs('player01', 'Player@123');
    useToken(null);
    setScenario({ flags: { loginIpVerification: true } });
    const offered = await refusedLogin();
    expect(Object.keys(offered)).toEqual(['email', 'ga', 'sms', 'payeeName']);
    expect(offered.sms).toMatch(/^\+63 917\*{4}567$/);
    // Without an authenticator or a payee name, those methods are not offered.
    expect(Object.keys(await refusedLogin('kycpending01', 'Kyc@12345'))).toEqual(['email', 'sms']);
  });

  it('is off with its module: S2 is refused while the check is off', async () => {
    const error = await refusal(verify(google()));
    expect(error.errorCode).toBe('function.not.available');
  });

  it('completes with an SMS code from S12 to the bound number, registers the IP, and the next login goes straight in', async () => {
    setScenario({ flags: { loginIpVerification: true } });
    await refusedLogin();
    await callRoute(contract.verification.smsNoLogin, { body: { mobileNum: PLAYER_MOBILE, countryDialingCode: '+63' } });
    // Another number's code, or the right code typed with another number, does not do.
    expect((await refusal(verify({ method: 'S', mobileNum: '9175550199', verificationCode: lastSmsCode(PLAYER_MOBILE) ?? '' }))).value).toMatchObject({ field: 'mobileNum' });
    const value = await verify({ method: 'S', mobileNum: PLAYER_MOBILE, verificationCode: lastSmsCode(PLAYER_MOBILE) ?? '' });
    useToken(value.token);
    expect((await callRoute(contract.member.getInfo)).account).toBe('player01');
    const history = await callRoute(contract.member.loginHistory);
    expect(history.list[0]).toMatchObject({ ip: '198.51.100.7', verifiedBy: 'SMS' });
    expect(history.knownIpCount).toBe(3);
    useToken(null);
    await loginAs('player01', 'Player@123');
  });

  it('completes with the account\'s email, the authenticator code or the bank account name (any case and spacing)', async () => {
    setScenario({ flags: { loginIpVerification: true } });
    await refusedLogin();
    expect((await refusal(verify({ method: 'E', email: 'someone@example.com' }))).value).toMatchObject({ field: 'email' });
    expect((await verify({ method: 'E', email: ' Player01@Example.com ' })).token).toBeTruthy();

    await forgetIps();
    await refusedLogin();
    expect((await refusal(verify({ method: 'G', authCode: '000000' }))).errorCode).toBe('auth/invalid-verification-code');
    expect((await verify(google())).token).toBeTruthy();

    await forgetIps();
    await refusedLogin();
    const payee = members.findFirst((q) => q.where({ account: 'player01' }))!.payeeName!;
    expect((await refusal(verify({ method: 'P', payeeName: 'Someone Else' }))).errorCode).toBe('login_verify_mismatch');
    expect((await verify({ method: 'P', payeeName: `  ${payee.toUpperCase().replace(' ', '   ')} ` })).token).toBeTruthy();
  });

  it('completes only a login S1 began from this caller, refuses a method not offered, and a wrong password', async () => {
    setScenario({ flags: { loginIpVerification: true } });
    expect((await refusal(verify(google()))).value).toMatchObject({ reason: 'LOGIN_AGAIN' });
    await refusedLogin('kycpending01', 'Kyc@12345');
    expect((await refusal(verify({ method: 'G', authCode: '123456' }, 'kycpending01', 'Kyc@12345'))).value).toMatchObject({ field: 'method' });

    await refusedLogin();
    configureApi({ cookie: asCookie(`other-${crypto.randomUUID()}`) });
    expect((await refusal(verify(google()))).value).toMatchObject({ reason: 'LOGIN_AGAIN' });
    configureApi({ cookie: home });
    expect((await refusal(verify(google(), 'player01', 'Wrong@999'))).errorCode).toBe('login.password.incorrect');
  });

  it('burns the verification after the wrong answers of the rule: S1 again, with the captcha on', async () => {
    setScenario({ flags: { loginIpVerification: true } });
    await refusedLogin();
    for (let attempt = 1; attempt <= LOGIN_VERIFY_MAX_WRONG; attempt += 1) {
      const wrong = await refusal(verify({ method: 'P', payeeName: 'Wrong Name' }));
      expect(wrong.value).toMatchObject({ triesLeft: LOGIN_VERIFY_MAX_WRONG - attempt });
    }
    expect((await refusal(verify(google()))).value).toMatchObject({ reason: 'LOGIN_AGAIN' });
    const again = await refusal(callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', type: 'username' } }));
    expect(again.errorCode).toBe('captcha_required');
  });

  it('opens one session however many right answers arrive at once', async () => {
    setScenario({ flags: { loginIpVerification: true } });
    await refusedLogin();
    const answer = google();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => verify(answer)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
