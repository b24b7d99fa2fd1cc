import { describe, expect, it } from 'vitest';
import type { RegistrationFieldConfig, WhitelabelFlags } from '../../contracts/shared/entities';
import { applyRegistrationFlags, REGISTRATION_DEFAULTS, REGISTRATION_FIELDS, VALIDATION_RULES, validationRule } from '../../mocks/system/validation';
import { FEATURE_FLAGS, type FeatureFlags } from '../../mocks/engine/scenario';
import { enabledTabs, registerSchema, visibleFields } from '../../src/features/auth/register/rules/registerSchema';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);

/** The server's config for a set of flags, as the simulated backend builds it. */
function serverConfig(flags: Partial<FeatureFlags> = {}): RegistrationFieldConfig[] {
  const all = { ...FEATURE_FLAGS, ...flags };
  return REGISTRATION_FIELDS.map((field) => {
    const defaults = REGISTRATION_DEFAULTS[field];
    return applyRegistrationFlags({ field, ...defaults, acceptedPattern: validationRule(defaults.patternId)!.pattern }, all);
  });
}
const whitelabel = (flags: Partial<WhitelabelFlags> = {}): WhitelabelFlags => ({
  USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: true, AGENTPOLICY3: true, CHNGPASSVERIF3: true, CHNGPASSMAIL3: true, ...flags,
});
const names = (fields: RegistrationFieldConfig[]) => fields.map((field) => field.field);

describe('registration tabs from the whitelabel flags', () => {
  it('offers the username tab with USERNAMEREG3 and the mobile tab with MOBILENUMREG3', () => {
    expect(enabledTabs(whitelabel())).toEqual(['username', 'mobile']);
    expect(enabledTabs(whitelabel({ USERNAMEREG3: false }))).toEqual(['mobile']);
    expect(enabledTabs(whitelabel({ MOBILENUMREG3: false }))).toEqual(['username']);
    expect(enabledTabs(whitelabel({ USERNAMEREG3: false, MOBILENUMREG3: false }))).toEqual([]);
    expect(enabledTabs(undefined)).toEqual([]);
  });

  it('shows the username fields, then the enabled optional fields in form order', () => {
    expect(names(visibleFields('username', serverConfig(), whitelabel()))).toEqual([
      'username', 'password', 'confirmPassword', 'payeeName', 'whatsapp', 'email', 'affiliateCode', 'captcha', 'gamingVenue',
    ]);
  });

  it('asks the mobile tab for a password only with MOBILENUMPASSREG3, and for a code only with REGMOBVERF3', () => {
    expect(names(visibleFields('mobile', serverConfig(), whitelabel())).slice(0, 3)).toEqual(['mobileNum', 'verificationCode', 'password']);
    const noPassword = visibleFields('mobile', serverConfig({ MOBILENUMPASSREG3: false }), whitelabel({ MOBILENUMPASSREG3: false }));
    expect(names(noPassword)).not.toContain('password');
    const noCode = visibleFields('mobile', serverConfig({ REGMOBVERF3: false }), whitelabel({ REGMOBVERF3: false }));
    expect(names(noCode)).not.toContain('verificationCode');
    expect(names(noCode)).not.toContain('confirmPassword');
  });
});

describe('the dynamic schema', () => {
  const fields = visibleFields('username', serverConfig(), whitelabel());
  const schema = registerSchema({ fields, rules: VALIDATION_RULES, t, ageCheck: true });
  const good = {
    username: ' player99 ', password: 'Secret@12', confirmPassword: 'Secret@12', captcha: 'ab12', payeeName: '', whatsapp: '', email: '',
    affiliateCode: '', gamingVenue: '', countryDialingCode: '+63', terms: true, ageConfirmed: true, qqNum: 'hidden value',
  };

  it('passes good values, trimmed, and drops the fields not shown', () => {
    const result = schema.safeParse(good);
    expect(result.success).toBe(true);
    expect(result.data?.username).toBe('player99');
    expect(result.data).not.toHaveProperty('qqNum');
  });

  it('reports every problem at once, by field', () => {
    const result = schema.safeParse({ ...good, username: '1x', confirmPassword: 'Other@12', captcha: '', email: 'bad', terms: false, ageConfirmed: false });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath.username).toBe('register.patterns.letterDigitLeadingLetter:{"min":6,"max":16}');
    expect(byPath.confirmPassword).toBe('register.messages.confirm');
    expect(byPath.captcha).toBe('register.messages.captcha');
    expect(byPath.email).toBe('register.patterns.email:{"min":6,"max":50}');
    expect(byPath.terms).toBe('register.messages.terms');
    expect(byPath.ageConfirmed).toBe('register.messages.age');
  });

  it('requires what the server requires and nothing else', () => {
    const strict = registerSchema({ fields: fields.map((field) => (field.field === 'email' ? { ...field, required: true } : field)), rules: VALIDATION_RULES, t, ageCheck: false });
    const result = strict.safeParse({ ...good, ageConfirmed: false });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
  });
});
