import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginVerificationChallengeSchema } from '../../contracts/session';
import { setScenario } from '../../mocks/engine/scenario';
import { members } from '../../mocks/member/collections';
import { PAYMENT_PASSWORD_MAX_TRIES } from '../../mocks/member/payment-password';
import { currentAuthenticatorCode, lastMailCode, LOGIN_TICKET_MAX_WRONG } from '../../mocks/session/ip-verification';
import { lastSmsCode } from '../../mocks/verification/sms';
import { apiSettings, callRoute, configureApi, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';
import { asCookie } from '../support/wire';

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

const setPayment = (body: { oldPaymentPassword?: string; newPaymentPassword: string; confirmPaymentPassword: string }) =>
  callRoute(contract.member.setPaymentPassword, { body });

describe('member.setPaymentPassword', () => {
  it('sets the first payment password once, then only changes it with the old one', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    expect((await callRoute(contract.member.getInfo)).hasPaymentPassword).toBe(false);
    await setPayment({ newPaymentPassword: '112233', confirmPaymentPassword: '112233' });
    expect((await callRoute(contract.member.getInfo)).hasPaymentPassword).toBe(true);

    const again = await refusal(setPayment({ newPaymentPassword: '445566', confirmPaymentPassword: '445566' }));
    expect(again.errorCode).toBe('request_param_err');
    expect(again.value).toMatchObject({ field: 'oldPaymentPassword' });
    expect((await refusal(setPayment({ oldPaymentPassword: '000000', newPaymentPassword: '445566', confirmPaymentPassword: '445566' }))).errorCode).toBe('invalid.payment.pw');
    await setPayment({ oldPaymentPassword: '112233', newPaymentPassword: '445566', confirmPaymentPassword: '445566' });
    // The new one is what money routes now check.
    expect((await refusal(setPayment({ oldPaymentPassword: '112233', newPaymentPassword: '778899', confirmPaymentPassword: '778899' }))).errorCode).toBe('invalid.payment.pw');
  });

  it('refuses a confirmation that differs, a password that is not 6 digits, the old one again, and a change with nothing to change', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    expect((await refusal(setPayment({ oldPaymentPassword: '123456', newPaymentPassword: '112233', confirmPaymentPassword: '112233' }))).errorCode).toBe('state_invalid');
    const mismatch = await refusal(setPayment({ newPaymentPassword: '112233', confirmPaymentPassword: '112234' }));
    expect(mismatch.value).toMatchObject({ field: 'confirmPaymentPassword' });
    expect((await refusal(setPayment({ newPaymentPassword: '12ab56', confirmPaymentPassword: '12ab56' }))).errorCode).toBe('request_param_err');
    expect((await callRoute(contract.member.getInfo)).hasPaymentPassword).toBe(false);
    await loginAs('player01', 'Player@123');
    const same = await refusal(setPayment({ oldPaymentPassword: '246810', newPaymentPassword: '246810', confirmPaymentPassword: '246810' }));
    expect(same.value).toMatchObject({ field: 'newPaymentPassword' });
  });

  it('sets a first payment password exactly once when many first sets arrive at once', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    const pins = ['101010', '202020', '303030', '404040', '505050', '606060'];
    const results = await Promise.allSettled(pins.map((pin) => setPayment({ newPaymentPassword: pin, confirmPaymentPassword: pin })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('locks the change after the wrong old passwords of the lock rule, right one included, until a reset by SMS', async () => {
    await loginAs('player01', 'Player@123');
    for (let attempt = 1; attempt < PAYMENT_PASSWORD_MAX_TRIES; attempt += 1) {
      const wrong = await refusal(setPayment({ oldPaymentPassword: '000000', newPaymentPassword: '112233', confirmPaymentPassword: '112233' }));
      expect(wrong.value).toMatchObject({ triesLeft: PAYMENT_PASSWORD_MAX_TRIES - attempt });
    }
    expect((await refusal(setPayment({ oldPaymentPassword: '000000', newPaymentPassword: '112233', confirmPaymentPassword: '112233' }))).errorCode).toBe('payment.pw.locked');
    expect((await refusal(setPayment({ oldPaymentPassword: '246810', newPaymentPassword: '112233', confirmPaymentPassword: '112233' }))).errorCode).toBe('payment.pw.locked');

    await callRoute(contract.verification.smsMember, { body: { purpose: 'paymentReset' } });
    const wrongCode = await refusal(callRoute(contract.member.resetPaymentPassword, { body: { verificationCode: '000000', newPaymentPassword: '112233', confirmPaymentPassword: '112233' } }));
    expect(wrongCode.errorCode).toBe('auth/invalid-verification-code');
    const code = lastSmsCode(PLAYER_MOBILE) ?? '';
    await callRoute(contract.member.resetPaymentPassword, { body: { verificationCode: code, newPaymentPassword: '112233', confirmPaymentPassword: '112233' } });
    // The code is spent, and the lock is gone with the old password.
    expect((await refusal(callRoute(contract.member.resetPaymentPassword, { body: { verificationCode: code, newPaymentPassword: '998877', confirmPaymentPassword: '998877' } }))).errorCode).toMatch(/^auth\//);
    await setPayment({ oldPaymentPassword: '112233', newPaymentPassword: '445566', confirmPaymentPassword: '445566' });
  });

  it('takes a reset code only for the reset: a code sent to bind a number does not reset', async () => {
    await loginAs('player01', 'Player@123');
    await callRoute(contract.verification.smsMember, { body: { purpose: 'bindMobile', countryDialingCode: '+63', mobileNum: PLAYER_MOBILE } });
    const error = await refusal(
      callRoute(contract.member.resetPaymentPassword, { body: { verificationCode: lastSmsCode(PLAYER_MOBILE) ?? '', newPaymentPassword: '112233', confirmPaymentPassword: '112233' } }),
    );
    expect(error.errorCode).toBe('auth/invalid-verification-code');
  });
});

describe('member.setInfo and the KYC lock', () => {
  it('shows the identity fields of a verified member as locked and refuses a change to one, writing nothing', async () => {
    await loginAs('player01', 'Player@123');
    const info = await callRoute(contract.member.getInfo);
    expect(info.lockedFields).toEqual(expect.arrayContaining(['fullName', 'birthday', 'placeOfBirth', 'nationality']));
    expect(info.fullName).toBeTruthy();
    expect(info.registeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const error = await refusal(callRoute(contract.member.setInfo, { body: { nickname: 'Changed', fullName: 'Someone Else' } }));
    expect(error.errorCode).toBe('profile_field_locked');
    expect(error.value).toMatchObject({ field: 'fullName' });
    expect((await callRoute(contract.member.getInfo)).nickname).toBe(info.nickname);

    // Posting a locked field back unchanged is fine; the open fields change and are trimmed by the contract.
    const updated = await callRoute(contract.member.setInfo, { body: { fullName: info.fullName, zalo: '  0917 555 0101 ', occupation: '7' } });
    expect(updated).toMatchObject({ fullName: info.fullName, zalo: '0917 555 0101', occupation: '7' });
  });

  it('lets a member without a verification change every field', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    expect((await callRoute(contract.member.getInfo)).lockedFields).toEqual([]);
    const updated = await callRoute(contract.member.setInfo, { body: { fullName: 'Maria Santos', birthday: '1990-04-12', nationality: 'PHILIPPINES' } });
    expect(updated).toMatchObject({ fullName: 'Maria Santos', birthday: '1990-04-12', nationality: 'PHILIPPINES' });
  });

  it('refuses a full name without a first and last name, and a birthday in the future, writing nothing', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    const before = await callRoute(contract.member.getInfo);
    const name = await refusal(callRoute(contract.member.setInfo, { body: { nickname: 'Renamed', fullName: 'Maria' } }));
    expect(name.errorCode).toBe('request_param_err');
    expect(name.value).toMatchObject({ field: 'fullName' });
    const born = await refusal(callRoute(contract.member.setInfo, { body: { birthday: '2999-01-01' } }));
    expect(born.value).toMatchObject({ field: 'birthday' });
    const after = await callRoute(contract.member.getInfo);
    expect({ nickname: after.nickname, fullName: after.fullName, birthday: after.birthday }).toEqual({ nickname: before.nickname, fullName: before.fullName, birthday: before.birthday });
  });
});

describe('member.setIcon', () => {
  it('takes an icon of /wps/system/icons and refuses any other', async () => {
    await loginAs('player01', 'Player@123');
    const [icon] = await callRoute(contract.system.icons);
    const chosen = await callRoute(contract.member.setIcon, { body: { iconId: icon!.iconId } });
    expect((await callRoute(contract.member.getIcon)).avatarUrl).toBe(chosen.avatarUrl);
    expect((await refusal(callRoute(contract.member.setIcon, { body: { iconId: 'not-an-icon' } }))).errorCode).toBe('request_param_err');
  });
});

describe('member.bindMobile', () => {
  it('binds a new number with the code sent to it, and refuses a wrong code or a number another member holds', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    await callRoute(contract.verification.smsMember, { body: { purpose: 'bindMobile', countryDialingCode: '+63', mobileNum: '9175550101' } });
    expect((await refusal(callRoute(contract.member.bindMobile, { body: { countryDialingCode: '+63', mobileNum: '9175550101', verificationCode: '000000' } }))).errorCode).toBe(
      'auth/invalid-verification-code',
    );
    const bound = await callRoute(contract.member.bindMobile, {
      body: { countryDialingCode: '+63', mobileNum: '9175550101', verificationCode: lastSmsCode('9175550101') ?? '' },
    });
    expect(bound).toMatchObject({ mobileNum: '9175550101', countryDialingCode: '+63', mobileVerified: true });

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

describe('SPEC §4 login from an unregistered IP', () => {
  async function challenge(username = 'player01', password = 'Player@123') {
    const error = await refusal(callRoute(contract.session.login, { body: { username, password, type: 'username' } }));
    expect(error.errorCode).toBe('login_verify_required');
    return loginVerificationChallengeSchema.parse(error.value);
  }
  const verify = (verificationTicket: string, method: 'SMS' | 'EMAIL' | 'GOOGLE' | 'BANK_NAME', answer: string) =>
    callRoute(contract.session.loginVerify, { body: { verificationTicket, method, answer } });

  it('lets a login in when the flag is off, and asks an unknown IP for one of the methods the member has when it is on', async () => {
    await loginAs('player01', 'Player@123');
    useToken(null);
    setScenario({ flags: { loginIpVerification: true } });
    const asked = await challenge();
    expect(asked.ip).toBe('198.51.100.7');
    expect(asked.methods.map((entry) => entry.method)).toEqual(['SMS', 'EMAIL', 'GOOGLE', 'BANK_NAME']);
    expect(asked.methods[0]!.hint).toMatch(/^\+63 917\*{4}567$/);
    // Without an authenticator or a payee name, those methods are not offered.
    expect((await challenge('kycpending01', 'Kyc@12345')).methods.map((entry) => entry.method)).toEqual(['SMS', 'EMAIL']);
  });

  it('completes with the SMS code, registers the IP, and the next login goes straight in', async () => {
    setScenario({ flags: { loginIpVerification: true } });
    const { verificationTicket } = await challenge();
    await callRoute(contract.session.loginVerificationCode, { body: { verificationTicket, method: 'SMS' } });
    const value = await verify(verificationTicket, 'SMS', lastSmsCode(PLAYER_MOBILE) ?? '');
    useToken(value.token);
    expect((await callRoute(contract.member.getInfo)).account).toBe('player01');
    const history = await callRoute(contract.member.loginHistory);
    expect(history.list[0]).toMatchObject({ ip: '198.51.100.7', verifiedBy: 'SMS' });
    expect(history.knownIpCount).toBe(3);
    useToken(null);
    await loginAs('player01', 'Player@123');
  });

  it('completes with the mailbox code, the authenticator code or the bank account name (any case and spacing)', async () => {
    setScenario({ flags: { loginIpVerification: true } });
    const mail = await challenge();
    await callRoute(contract.session.loginVerificationCode, { body: { verificationTicket: mail.verificationTicket, method: 'EMAIL' } });
    expect((await verify(mail.verificationTicket, 'EMAIL', lastMailCode('player01@example.com') ?? '')).token).toBeTruthy();

    await members.update((q) => q.where({ account: 'player01' }), { data: (draft) => { draft.knownIps = []; } });
    const google = await challenge();
    expect((await refusal(verify(google.verificationTicket, 'GOOGLE', '000000'))).errorCode).toBe('auth/invalid-verification-code');
    expect((await verify(google.verificationTicket, 'GOOGLE', currentAuthenticatorCode('player01') ?? '')).token).toBeTruthy();

    await members.update((q) => q.where({ account: 'player01' }), { data: (draft) => { draft.knownIps = []; } });
    const bank = await challenge();
    const payee = members.findFirst((q) => q.where({ account: 'player01' }))!.payeeName!;
    expect((await refusal(verify(bank.verificationTicket, 'BANK_NAME', 'Someone Else'))).errorCode).toBe('request_param_err');
    expect((await verify(bank.verificationTicket, 'BANK_NAME', `  ${payee.toUpperCase().replace(' ', '   ')} `)).token).toBeTruthy();
  });

  it('burns a ticket after the wrong answers of the rule, refuses a method not offered, and a ticket for another caller', async () => {
    setScenario({ flags: { loginIpVerification: true } });
    const kyc = await challenge('kycpending01', 'Kyc@12345');
    expect((await refusal(verify(kyc.verificationTicket, 'GOOGLE', '123456'))).errorCode).toBe('request_param_err');

    const { verificationTicket } = await challenge();
    configureApi({ cookie: asCookie(`other-${crypto.randomUUID()}`) });
    expect((await refusal(verify(verificationTicket, 'GOOGLE', currentAuthenticatorCode('player01') ?? ''))).value).toMatchObject({ reason: 'TICKET' });
    configureApi({ cookie: home });
    for (let attempt = 0; attempt < LOGIN_TICKET_MAX_WRONG; attempt += 1) await refusal(verify(verificationTicket, 'BANK_NAME', 'Wrong Name'));
    const burnt = await refusal(verify(verificationTicket, 'GOOGLE', currentAuthenticatorCode('player01') ?? ''));
    expect(burnt.value).toMatchObject({ reason: 'TICKET' });
  });

  it('opens one session for a ticket however many right answers arrive at once', async () => {
    setScenario({ flags: { loginIpVerification: true } });
    const { verificationTicket } = await challenge();
    const code = currentAuthenticatorCode('player01') ?? '';
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => verify(verificationTicket, 'GOOGLE', code)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});
