import { describe, expect, it } from 'vitest';
import { affiliatePlan, referralCodeOf } from '../../src/features/auth/register/rules/affiliate';
import { registrationBody } from '../../src/features/auth/register/rules/payload';
import type { RegisterValues } from '../../src/features/auth/register/rules/registerSchema';

describe('affiliate rule (SPEC §4 registration step 2)', () => {
  it('uses the URL code when the field is not shown', () => {
    expect(affiliatePlan(false, 'TYPED1', 'AFF005')).toEqual({ verify: null, referralCode: 'AFF005' });
    expect(affiliatePlan(false, '', null)).toEqual({ verify: null, referralCode: undefined });
  });

  it('verifies a typed code first when the field is shown and filled, keeping the URL code', () => {
    expect(affiliatePlan(true, ' AFF006 ', 'AFF005')).toEqual({ verify: 'AFF006', affiliateCode: 'AFF006', referralCode: 'AFF005' });
  });

  it('verifies nothing when the shown field is left empty', () => {
    expect(affiliatePlan(true, '  ', 'AFF005')).toEqual({ verify: null, referralCode: 'AFF005' });
  });

  it('reads referralCode from the register query', () => {
    expect(referralCodeOf('?referralCode=AFF005&x=1')).toBe('AFF005');
    expect(referralCodeOf('?referralCode=%20')).toBeNull();
    expect(referralCodeOf('')).toBeNull();
  });
});

describe('registration payload (SPEC §3)', () => {
  const values: RegisterValues = {
    username: 'player99', password: 'Secret@12', confirmPassword: 'Secret@12', mobileNum: '9175550000', verificationCode: '123456',
    email: 'a@b.co', payeeName: '', countryDialingCode: '+63', terms: true, ageConfirmed: true,
  };
  // The provider's signed answer to the challenge `nonce` (tests/api/human-check.test.ts judges real ones).
  const human = { ticket: 'f'.repeat(64), randstr: 'nonce' };
  const location = { hostname: 'demo.casino.local', href: 'https://demo.casino.local/register?referralCode=AFF005' };

  it('sends the username tab with the fixed fields and without empty ones', () => {
    const body = registrationBody({ tab: 'username', values, affiliate: { verify: null, referralCode: 'AFF005' }, humanCheck: human, location });
    expect(body).toEqual({
      username: 'player99', password: 'Secret@12', confirmPassword: 'Secret@12', email: 'a@b.co', referralCode: 'AFF005',
      domain: 'demo.casino.local', registerUrl: location.href, registerMethod: 'WEB', login: true,
      humanCheckTicket: human.ticket, humanCheckRandstr: 'nonce',
    });
  });

  it('copies the mobile number into username on the mobile tab, with the firebase token when given', () => {
    const body = registrationBody({ tab: 'mobile', values, affiliate: { verify: 'AFF006', affiliateCode: 'AFF006' }, humanCheck: human, firebaseIdToken: 'fb.1', location });
    expect(body).toMatchObject({
      username: '9175550000', mobileNum: '9175550000', countryDialingCode: '+63', verificationCode: '123456', affiliateCode: 'AFF006',
      firebaseChannel: 'sms', firebaseIdToken: 'fb.1',
    });
    expect(body).not.toHaveProperty('confirmPassword');
  });
});
