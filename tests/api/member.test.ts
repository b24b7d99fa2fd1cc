import { describe, expect, it, vi, afterEach } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { members } from '../../mocks/member/collections';
import { lastCaptchaCode } from '../../mocks/verification/captcha';
import { lastSmsCode } from '../../mocks/verification/sms';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { humanCheck } from '../support/human';
import { refusal } from '../support/refusal';

useSimulatedBackend();
afterEach(() => {
  vi.useRealTimers();
});

const base = { domain: 'demo.casino.local', login: true as const, registerUrl: 'https://demo.casino.local/register', registerMethod: 'WEB' as const };

describe('member.register', () => {
  it('registers, logs in, and links the affiliate agent as upline', async () => {
    const value = await callRoute(contract.member.register, {
      body: { ...base, ...(await humanCheck()), username: 'Winner77', password: 'Secret@1', confirmPassword: 'Secret@1', affiliateCode: 'aff005' },
    });
    // WIRE.md §6.1 S15: a login answer with customerId, logged in at once.
    expect(value).toMatchObject({ firstTimeLogin: true, userName: 'Winner77', customerId: expect.any(Number) });
    useToken(value.token ?? null);
    const info = await callRoute(contract.member.getInfo);
    expect(info).toMatchObject({ account: 'Winner77', type: '0', toUpline: 'agent_div' });
  });

  it('refuses a taken username, a bad username, a short password and a mismatched confirmation', async () => {
    expect((await refusal(callRoute(contract.member.register, { body: { ...base, ...(await humanCheck()), username: 'player01', password: 'Secret@1', confirmPassword: 'Secret@1' } }))).errorCode).toBe('username_exists');
    expect((await refusal(callRoute(contract.member.register, { body: { ...base, ...(await humanCheck()), username: '1abc', password: 'Secret@1', confirmPassword: 'Secret@1' } }))).errorCode).toBe('request_param_err');
    const short = await refusal(callRoute(contract.member.register, { body: { ...base, ...(await humanCheck()), username: 'okname1', password: '123', confirmPassword: '123' } }));
    expect(short.message).toContain('6 - 20');
    const mismatch = await refusal(callRoute(contract.member.register, { body: { ...base, ...(await humanCheck()), username: 'okname1', password: 'Secret@1', confirmPassword: 'Secret@2' } }));
    expect(mismatch.message).toContain('Incorrect confirmation input');
  });

  it('refuses an unknown affiliate code with "invitation code error"', async () => {
    const error = await refusal(callRoute(contract.member.register, { body: { ...base, ...(await humanCheck()), username: 'okname2', password: 'Secret@1', confirmPassword: 'Secret@1', affiliateCode: 'NOPE' } }));
    expect(error.errorCode).toBe('invitation_code_error');
    expect(error.message).toBe('invitation code error');
  });

  it('checks a captcha when one is sent', async () => {
    await callRoute(contract.verification.captcha);
    const error = await refusal(callRoute(contract.member.register, { body: { ...base, ...(await humanCheck()), username: 'okname3', password: 'Secret@1', captcha: '0000x' } }));
    expect(error.errorCode).toBe('captcha_incorrect');
    // The wrong answer spent that image: the next try needs a new one.
    await callRoute(contract.verification.captcha);
    const good = lastCaptchaCode();
    await expect(callRoute(contract.member.register, { body: { ...base, ...(await humanCheck()), username: 'okname3', password: 'Secret@1', captcha: good } })).resolves.toHaveProperty('token');
  });
});

describe('member.registerMobile', () => {
  it('registers with an SMS code; the mobile number becomes the username', async () => {
    await callRoute(contract.verification.smsRegister, { body: { mobileNo: '9995551234', countryDialingCode: '+63', ...(await humanCheck()) } });
    const value = await callRoute(contract.member.registerMobile, {
      body: { ...base, ...(await humanCheck()), username: '9995551234', mobileNum: '9995551234', countryDialingCode: '+63', verificationCode: lastSmsCode('9995551234'), password: 'Mobile@123' },
    });
    useToken(value.token ?? null);
    expect((await callRoute(contract.member.getInfo)).account).toBe('9995551234');
  });

  it('refuses a wrong code, an expired code, and a number already registered', async () => {
    await callRoute(contract.verification.smsRegister, { body: { mobileNo: '9995551235', countryDialingCode: '+63', ...(await humanCheck()) } });
    const body = { ...base, username: '9995551235', mobileNum: '9995551235', countryDialingCode: '+63', password: 'Mobile@123' };
    expect((await refusal(callRoute(contract.member.registerMobile, { body: { ...body, ...(await humanCheck()), verificationCode: '000000' } }))).errorCode).toBe('auth/invalid-verification-code');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await refusal(callRoute(contract.member.registerMobile, { body: { ...body, ...(await humanCheck()), verificationCode: lastSmsCode('9995551235') } }))).errorCode).toBe('auth/code-expired');
    vi.useRealTimers();
    setScenario({ flags: { REGMOBVERF3: false } });
    expect((await refusal(callRoute(contract.member.registerMobile, { body: { ...body, ...(await humanCheck()), username: '9171234567', mobileNum: '9171234567' } }))).errorCode).toBe('mobile_exists');
  });
});

describe('member.registerMobile with firebase and the human check', () => {
  it('takes the firebase ID token instead of the code, once, for its own number', async () => {
    setScenario({ flags: { firebaseSms: true } });
    await callRoute(contract.verification.smsRegister, { body: { mobileNo: '9995551236', countryDialingCode: '+63', ...(await humanCheck()) } });
    const { idToken } = await callRoute(contract.verification.firebaseVerify, {
      body: { countryDialingCode: '+63', mobileNum: '9995551236', verificationCode: lastSmsCode('9995551236') ?? '' },
    });
    const body = { ...base, username: '9995551236', mobileNum: '9995551236', countryDialingCode: '+63', password: 'Mobile@123', firebaseChannel: 'sms' as const };
    expect((await refusal(callRoute(contract.member.registerMobile, { body: { ...body, ...(await humanCheck()), firebaseIdToken: 'fb.forged' } }))).errorCode).toBe('auth/invalid-verification-code');
    await expect(callRoute(contract.member.registerMobile, { body: { ...body, ...(await humanCheck()), firebaseIdToken: idToken } })).resolves.toHaveProperty('token');
  });

  it('refuses a forged or instant slide result, and optional fields that break their rule', async () => {
    const body = { ...base, username: 'Slider01', password: 'Secret@1', confirmPassword: 'Secret@1' };
    const challenge = async () => (await callRoute(contract.verification.humanCheck, {})).challenge;
    const forgedNonce = await challenge();
    const forged = await refusal(callRoute(contract.member.register, { body: { ...body, humanCheckTicket: 'slide1.900.10.zzz', humanCheckRandstr: forgedNonce } }));
    expect(forged.errorCode).toBe('geetest_validate_failed');
    const instantNonce = await challenge();
    // An instant slide is refused where it is judged: at the provider, before any answer is signed.
    const instant = await refusal(callRoute(contract.verification.humanCheckAnswer, { body: { challenge: instantNonce, durationMs: 10, moves: 1 } }));
    expect(instant.errorCode).toBe('geetest_validate_failed');
    const email = await refusal(callRoute(contract.member.register, { body: { ...body, ...(await humanCheck()), email: 'not-an-email' } }));
    expect(email).toMatchObject({ errorCode: 'request_param_err', value: { field: 'email' } });
    await expect(callRoute(contract.member.register, { body: { ...body, ...(await humanCheck()) } })).resolves.toHaveProperty('token');
  });
});

describe('member.getInfo / setInfo', () => {
  it('answers WIRE.md\'s S5 fields, never a hash nor the unmasked number', async () => {
    await loginAs('player01', 'Player@123');
    const info = await callRoute(contract.member.getInfo);
    expect(info).toMatchObject({
      account: 'player01', nickname: 'Lucky Ace', type: '0', mobile: '917123****', memberLabel: [],
      clubLabel: { labelName: 'Platinum', rankLevel: 3, type: 'AUTO' },
    });
    expect(typeof info.regDate).toBe('number');
    expect(typeof info.lastLogin).toBe('number');
    expect(JSON.stringify(info)).not.toContain('Hash');
    expect(JSON.stringify(info)).not.toContain('9171234567');
  });

  it('updates the profile with the §7.2 names and answers success', async () => {
    await loginAs('player01', 'Player@123');
    await expect(callRoute(contract.member.setInfo, { body: { nickname: 'Ace High', zalo: 'ace.zalo', mail: 'ace@example.com' } })).resolves.toBeNull();
    expect(await callRoute(contract.member.getInfo)).toMatchObject({ nickname: 'Ace High', zalo: 'ace.zalo', mail: 'ace@example.com' });
  });

  it('refuses a trial account a profile change, and a guest the info', async () => {
    expect((await refusal(callRoute(contract.member.getInfo))).status).toBe(401);
    const trial = await callRoute(contract.session.freePlay, { body: { os: 'x', platform: 'W' } });
    useToken(trial.token);
    expect((await refusal(callRoute(contract.member.setInfo, { body: { nickname: 'x' } }))).errorCode).toBe('in_need_true_account');
  });

  it('refuses an invalid email', async () => {
    await loginAs('player01', 'Player@123');
    expect((await refusal(callRoute(contract.member.setInfo, { body: { mail: 'not-an-email' } }))).errorCode).toBe('request_param_err');
  });
});

describe('member.getAvatar / setIcon (N13, §7.2 changeIcon)', () => {
  it('changes the avatar to one of the icons, read back by N13 (and S7)', async () => {
    await loginAs('player01', 'Player@123');
    expect(await callRoute(contract.member.getAvatar)).toMatchObject({ avatar: expect.stringContaining('player01'), avatarType: 'CUSTOM' });
    const dragon = (await callRoute(contract.system.icons)).find((icon) => icon.iconId === 'dragon')!;
    await expect(callRoute(contract.member.setIcon, { body: { avatar: dragon.url } })).resolves.toBeNull();
    expect(await callRoute(contract.member.getAvatar)).toEqual({ avatar: dragon.url, avatarType: 'CUSTOM' });
    expect(await callRoute(contract.member.getIcon)).toMatchObject({ avatar: dragon.url });
  });

  it('refuses an image that is not one of the icons, and a kind other than CUSTOM', async () => {
    await loginAs('player01', 'Player@123');
    expect((await refusal(callRoute(contract.member.setIcon, { body: { avatar: 'https://elsewhere.example/me.png' } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(contract.member.setIcon, { body: { avatar: '/mock-assets/avatar/dragon.svg', avatarType: 'PRESET' as 'CUSTOM' } }))).errorCode).toBe('request_param_err');
  });
});

describe('member.changePassword', () => {
  it('changes 123456 and clears the expired flag; the new password logs in', async () => {
    await loginAs('newbie01', '123456');
    await callRoute(contract.member.changePassword, { body: { oldPassword: '123456', newPassword: 'Better@1', confirmNewPassword: 'Better@1' } });
    await expect(loginAs('newbie01', 'Better@1')).resolves.toBeTruthy();
    await loginAs('expired01', 'Expired@123');
    await callRoute(contract.member.changePassword, { body: { oldPassword: 'Expired@123', newPassword: 'Fresh@123', confirmNewPassword: 'Fresh@123' } });
    const again = await callRoute(contract.session.login, { body: { username: 'expired01', password: 'Fresh@123', type: 'username' } });
    expect(again.passwordExpired).toBe(false);
  });

  it('refuses a wrong old password, a mismatch, and 123456 again', async () => {
    await loginAs('newbie01', '123456');
    expect((await refusal(callRoute(contract.member.changePassword, { body: { oldPassword: 'nope', newPassword: 'Better@1', confirmNewPassword: 'Better@1' } }))).errorCode).toBe('password_incorrect');
    expect((await refusal(callRoute(contract.member.changePassword, { body: { oldPassword: '123456', newPassword: 'Better@1', confirmNewPassword: 'Better@2' } }))).message).toContain('Incorrect confirmation input');
    expect((await refusal(callRoute(contract.member.changePassword, { body: { oldPassword: '123456', newPassword: '123456', confirmNewPassword: '123456' } }))).errorCode).toBe('request_param_err');
  });
});

describe('member.resetPasswordByEmail', () => {
  it('accepts a matching username and email (form-encoded)', async () => {
    await expect(callRoute(contract.member.resetPasswordByEmail, { body: { username: 'player01', email: 'player01@example.com' } })).resolves.toBeNull();
  });

  it('answers "Username/Email does not exist" for a mismatch', async () => {
    const error = await refusal(callRoute(contract.member.resetPasswordByEmail, { body: { username: 'player01', email: 'other@example.com' } }));
    expect(error.messageKey).toBe('errors.userOrEmailNotFound');
  });
});

describe('member.resetPasswordByMobile (WIRE.md §6.1 S11)', () => {
  it('sets a new password with S12\'s code; the mobile number then logs in with it and type ""', async () => {
    await callRoute(contract.verification.smsNoLogin, { body: { mobileNum: '9171234567', countryDialingCode: '+63', ...(await humanCheck()) } });
    await callRoute(contract.member.resetPasswordByMobile, {
      body: { newPassword: 'Reset@123', mobileNum: '9171234567', verificationCode: lastSmsCode('9171234567') ?? '' },
    });
    const value = await callRoute(contract.session.login, { body: { username: '9171234567', password: 'Reset@123', type: '' } });
    expect(value.token).toBeTruthy();
  });

  it('refuses a wrong code, and a right code for a number no account uses', async () => {
    const reset = (mobileNum: string, verificationCode: string) =>
      callRoute(contract.member.resetPasswordByMobile, { body: { newPassword: 'Reset@123', mobileNum, verificationCode } });
    expect((await refusal(reset('9171234567', '111111'))).errorCode).toBe('auth/invalid-verification-code');
    await callRoute(contract.verification.smsNoLogin, { body: { mobileNum: '9000000000', countryDialingCode: '+63', ...(await humanCheck()) } });
    expect((await refusal(reset('9000000000', lastSmsCode('9000000000') ?? ''))).errorCode).toBe('username_or_email_not_exist');
  });

  it('takes only a code sent after a human check: a login\'s code (no check, SPEC §4) resets nothing', async () => {
    await callRoute(contract.verification.smsNoLogin, { body: { mobileNum: '9171234567', countryDialingCode: '+63' } });
    const unchecked = await refusal(callRoute(contract.member.resetPasswordByMobile, {
      body: { newPassword: 'Reset@123', mobileNum: '9171234567', verificationCode: lastSmsCode('9171234567') ?? '' },
    }));
    expect(unchecked.errorCode).toBe('auth/invalid-verification-code');
    // That code still logs in by SMS: it was sent for the login.
  });
});

describe('member.consolidated', () => {
  it("answers the member's requests and contracts in WIRE.md §6.7's keys", async () => {
    await loginAs('agent_daily', 'Agent@123');
    const value = await callRoute(contract.member.consolidated);
    // agent_div offers agent_daily a semi-monthly dividend (H) and a lower daily salary; it works under a daily salary.
    expect(value.divtypecompperiodreq).toEqual({
      ALL: { H: [{ status: 'P', rate: 15, rateType: 'P', netLoss: 1000, activeMember: 5, periodicTotalBet: 30000, minimumBet: 0, periodicTotalBetRequired: 'Y', downlineHigherRate: 'N' }] },
    });
    expect(value.dailysalreqtype).toMatchObject({ ALL: [{ id: 6, status: 'P', contractRate: 0.9, betVolume: 700, activeMember: 3 }] });
    expect(value.dailysalinfotype).toMatchObject({ ALL: [{ id: 4, status: 'A', contractRate: 1.2, betVolume: 800 }] });
    // Families the member has nothing in are left out: the client derives SPEC's flags from what is there.
    expect(value).not.toHaveProperty('contracthoursalreq');
    expect(value).not.toHaveProperty('divtypereq');
  });

  it('is refused to trial accounts and when the agent policy is off', async () => {
    await loginAs('agent_daily', 'Agent@123');
    setScenario({ flags: { AGENTPOLICY3: false } });
    expect((await refusal(callRoute(contract.member.consolidated))).errorCode).toBe('function.not.available');
    const trial = await callRoute(contract.session.freePlay, { body: { os: 'x', platform: 'W' } });
    useToken(trial.token);
    expect((await refusal(callRoute(contract.member.consolidated))).errorCode).toBe('in_need_true_account');
  });
});

describe('member.checkAffiliate', () => {
  it('confirms a known code', async () => {
    expect(await callRoute(contract.member.checkAffiliate, { query: { code: 'aff005', domain: 'demo.casino.local' } })).toMatchObject({ code: 'AFF005' });
  });

  it('refuses an unknown code with success false ("invitation code error")', async () => {
    const error = await refusal(callRoute(contract.member.checkAffiliate, { query: { code: 'ZZZ', domain: 'x' } }));
    expect(error.errorCode).toBe('invitation_code_error');
    expect(error.message).toBe('invitation code error');
  });
});

describe('member.updateLanguage', () => {
  it('stores the language on the member (PUT, WIRE.md §6.1 S19)', async () => {
    await loginAs('player01', 'Player@123');
    expect(contract.member.updateLanguage.method).toBe('PUT');
    await callRoute(contract.member.updateLanguage, { body: { language: 'TY' } });
    expect(members.findFirst((q) => q.where({ account: 'player01' }))?.language).toBe('TY');
  });

  it('refuses an unsupported language', async () => {
    await loginAs('player01', 'Player@123');
    expect((await refusal(callRoute(contract.member.updateLanguage, { body: { language: 'FR' as 'EN' } }))).errorCode).toBe('request_param_err');
  });
});
