import { describe, expect, it } from 'vitest';
import { contract } from '@contracts';
import { ApiError } from '@/lib/api';
import { captchaSrc, expiredMinutesOf, selectLoginValue } from '@/features/auth/api';
import { loginVerifyOffers } from '@/features/auth/api/ipVerification';
import { selectSecurityConfig } from '@/features/compliance';
import { shouldPromptSecurity } from '@/features/compliance/rules/securityPrompt';
import { selectAvatarUrl } from '@/features/member';
import { deriveLoginState, selectMemberInfo } from '@/features/session';
import { osFamily } from '@/features/auth/rules/osFamily';

/**
 * WIRE.md §6.1 and §6.2 answers of the session, member, verification and KYC calls, observed values
 * verbatim where WIRE gives them, each parsed by its route's 200 schema and run through the select
 * the screens read.
 */

/** The success envelope around a value (WIRE.md §4.1). */
const ok = (value: unknown) => ({ success: true, message: '', value });

/** Parses an answer with a route's 200 schema and hands back its value. */
function valueOf<T>(route: { responses: { 200: { parse: (body: unknown) => unknown } } }, value: T): T {
  const parsed = route.responses[200].parse(ok(value)) as { success: boolean; value: T };
  expect(parsed.success).toBe(true);
  return parsed.value;
}

describe('S5 GET /wps/member/info', () => {
  /** WIRE.md §6.1 S5's observed values: nickname, account, regDate, the masked mobile, the VIP0 club label; `type` as a string. */
  const observed = {
    id: 3381902,
    account: '01336710020',
    nickname: 'Emon',
    type: '1',
    lastLogin: 1790942266000,
    toUpline: true,
    regDate: 1790855866000,
    mobile: '0133671****',
    clubLabel: { labelId: 11, labelName: 'VIP0', color: '#8c8c8c', type: 'AUTO', rankLevel: '0' },
    memberLabel: [{ labelId: 3, labelName: 'new' }],
  };

  it('parses as sent and reads as the screens need it: type a number, dates ISO, the label, defaults for the rest', () => {
    const info = selectMemberInfo(valueOf(contract.member.getInfo, observed));
    expect(info).toMatchObject({
      id: '3381902',
      account: '01336710020',
      nickname: 'Emon',
      type: 1,
      mobile: '0133671****',
      registeredAt: new Date(1790855866000).toISOString(),
      lastLoginAt: new Date(1790942266000).toISOString(),
      clubLabel: { labelId: '11', labelName: 'VIP0', color: '#8c8c8c', type: 'AUTO', rankLevel: 0 },
      hasVip: true,
      vipLabelName: 'VIP0',
      vipRankLevel: 0,
      vipBenefits: true,
      // Not sent by the platform: the select's defaults.
      email: '',
      fullName: '',
      countryDialingCode: '',
      hasPaymentPassword: false,
      mobileVerified: false,
      lockedFields: [],
      // `toUpline` of a shape WIRE does not record (here a flag) names no upline.
      upline: null,
    });
    // Types 1, 2, 41 and 42 are agents (SPEC §6): this member is one.
    expect(deriveLoginState('token', info)).toMatchObject({ isLogin: true, isAgent: true, isTrial: false });
  });

  it('reads a numeric type, no club label and no nickname', () => {
    const info = selectMemberInfo(valueOf(contract.member.getInfo, { id: '7', account: 'trial_x', type: 4 }));
    expect(info).toMatchObject({ id: '7', nickname: 'trial_x', type: 4, clubLabel: null, hasVip: false, vipLabelName: '', mobile: '', registeredAt: null });
    expect(deriveLoginState('token', info)).toMatchObject({ isAgent: false, isTrial: true });
  });

  it('reads our extra fields by their §7.2 names, and the locked ones back in the screen\'s names', () => {
    const info = selectMemberInfo(
      valueOf(contract.member.getInfo, { ...observed, type: 0, payeename: 'Emon Hossain', mail: 'emon@example.com', hasPaymentPassword: 1, mobileVerified: 'true', lockedFields: ['payeename', 'birthday'] }),
    );
    expect(info).toMatchObject({ fullName: 'Emon Hossain', email: 'emon@example.com', hasPaymentPassword: true, mobileVerified: true, lockedFields: ['fullName', 'birthday'] });
  });
});

describe('S1, S2, S4 login answers', () => {
  it('reads token, firstTimeLogin, passwordExpired and userName, with id and customerType alongside', () => {
    const value = valueOf(contract.session.login, { token: 'a1b2c3', firstTimeLogin: false, passwordExpired: true, userName: 'emon', id: 3381902, customerType: '1' });
    expect(selectLoginValue(value)).toEqual({ token: 'a1b2c3', firstTimeLogin: false, passwordExpired: true, userName: 'emon' });
    expect(selectLoginValue(valueOf(contract.session.loginVerify, { token: 't', firstTimeLogin: 'true' }))).toEqual({ token: 't', firstTimeLogin: true, passwordExpired: false, userName: '' });
    expect(selectLoginValue(valueOf(contract.session.freePlay, { token: 't', firstTimeLogin: 1, passwordExpired: 0 }))).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
  });

  it('S15/S16: the register answer carries customerId, and a token when login: true was sent', () => {
    expect(valueOf(contract.member.register, { token: 't', customerId: 3381903 })).toMatchObject({ token: 't', customerId: 3381903 });
    expect(valueOf(contract.member.registerMobile, { customerId: '3381904' })).not.toHaveProperty('token');
  });
});

describe('login_verify_required (WIRE.md §4.2)', () => {
  const refusal = (value: unknown) => new ApiError('refused', 'login_verify_required', 'Please verify', 400, value, 'session.login');

  it('offers exactly the methods keyed in value, as E, G, S and P, in the server\'s order', () => {
    expect(loginVerifyOffers(refusal({ email: 'em***@gmail.com', ga: true, sms: '+880 133****020', payeeName: true }))).toEqual([
      { method: 'E', hint: 'em***@gmail.com' },
      { method: 'G', hint: null },
      { method: 'S', hint: '+880 133****020' },
      { method: 'P', hint: null },
    ]);
    expect(loginVerifyOffers(refusal({ sms: '', ga: {} }))).toEqual([
      { method: 'S', hint: null },
      { method: 'G', hint: null },
    ]);
  });

  it('leaves out keys it does not know, and is no verification for any other refusal', () => {
    expect(loginVerifyOffers(refusal({ wechat: true, email: 'x' }))).toEqual([{ method: 'E', hint: 'x' }]);
    expect(loginVerifyOffers(refusal({ wechat: true }))).toBeNull();
    expect(loginVerifyOffers(refusal(null))).toBeNull();
    expect(loginVerifyOffers(new ApiError('refused', 'login.password.incorrect', '', 400, { email: 'x' }, 'session.login'))).toBeNull();
  });
});

describe('S14 GET /wps/v2/member/securityConfig', () => {
  it('reads info.idVerification, and the security prompt decides from it', () => {
    const config = selectSecurityConfig(valueOf(contract.kyc.securityConfig, { info: { idVerification: { enabled: true, isComplete: false, status: 'N' } } }));
    expect(config).toEqual({ idVerification: { enabled: true, isComplete: false, status: 'N' } });
    expect(shouldPromptSecurity(config, { alreadyUploaded: false, verifyLater: false })).toBe(true);
  });

  it('reads cpfVerification (BRL merchants), flags as 0/1, and an unknown or missing status as N', () => {
    expect(selectSecurityConfig(valueOf(contract.kyc.securityConfig, { info: { cpfVerification: { enabled: 1, isComplete: 1, status: 'y' } } }))).toEqual({
      idVerification: { enabled: true, isComplete: true, status: 'Y' },
    });
    expect(selectSecurityConfig(valueOf(contract.kyc.securityConfig, { info: { idVerification: { enabled: true, status: 'X' } } })).idVerification.status).toBe('N');
    expect(selectSecurityConfig(valueOf(contract.kyc.securityConfig, {}))).toEqual({ idVerification: { enabled: false, isComplete: false, status: 'N' } });
  });
});

describe('Y5 GET /wps/captcha (WIRE.md §8 Q19)', () => {
  const BARE = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

  it('renders a bare Base64 PNG behind the data-URL prefix, and a data URL as it is', () => {
    expect(captchaSrc(valueOf(contract.verification.captcha, BARE))).toBe(`data:image/png;base64,${BARE}`);
    expect(captchaSrc(`data:image/png;base64,${BARE}`)).toBe(`data:image/png;base64,${BARE}`);
  });
});

describe('Y6, S12/S13 and N13', () => {
  it('Y6: the Geetest init parses with gt and the challenge our slide check signs', () => {
    expect(valueOf(contract.verification.humanCheck, { success: 1, gt: '019924a82c70bb123aae90d483087f94', challenge: 'f6c3d6b8e1c0a7', new_captcha: true })).toMatchObject({
      challenge: 'f6c3d6b8e1c0a7',
    });
  });

  it('S12/S13: expiredMinutes as a number or a string, and SPEC\'s 1 minute when absent', () => {
    expect(expiredMinutesOf(valueOf(contract.verification.smsNoLogin, { expiredMinutes: 5 }))).toBe(5);
    expect(expiredMinutesOf(valueOf(contract.verification.smsRegister, { expiredMinutes: '3' }))).toBe(3);
    expect(expiredMinutesOf(valueOf(contract.verification.smsNoLogin, {}))).toBe(1);
  });

  it('N13: the avatar when it is an address, else the default avatar', () => {
    expect(selectAvatarUrl(valueOf(contract.member.getAvatar, { avatar: 'https://cdn.example/avatar/3.png', avatarType: 'CUSTOM' }))).toBe('https://cdn.example/avatar/3.png');
    expect(selectAvatarUrl(valueOf(contract.member.getAvatar, { avatar: '3', avatarType: 'SYSTEM' }))).toBe('');
    expect(selectAvatarUrl(valueOf(contract.member.getAvatar, {}))).toBe('');
  });
});

describe('S4 free play body (WIRE.md §8 Q1)', () => {
  it('names the browser\'s OS family as `os` (our choice of values)', () => {
    expect(osFamily({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', platform: 'Win32' })).toBe('Windows');
    expect(osFamily({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4)', platform: 'MacIntel' })).toBe('MacOS');
    expect(osFamily({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', platform: 'iPhone' })).toBe('iOS');
    expect(osFamily({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', platform: 'Linux armv8l' })).toBe('Android');
    expect(osFamily({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', platform: 'Linux x86_64' })).toBe('Linux');
    expect(osFamily({ userAgentData: { platform: 'Windows' } })).toBe('Windows');
    expect(osFamily({})).toBe('Other');
  });
});
