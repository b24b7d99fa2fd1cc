import { describe, expect, it } from 'vitest';
import type { RegistrationFieldConfig } from '../../contracts/shared/entities';
import { VALIDATION_RULES } from '../../mocks/system/validation';
import {
  fieldMessage, interpolateLengths, matchesPattern, MESSAGE_KEYS, PATTERN_MESSAGE_KEYS, patternMessage, ruleFailure,
} from '../../src/features/auth/register/rules/patternMessages';
import { resources } from '../../src/lib/locales/all';
import i18next from 'i18next';

const en = i18next.createInstance();
await en.init({ resources, lng: 'EN', interpolation: { escapeValue: false } });
const ty = i18next.createInstance();
await ty.init({ resources, lng: 'TY', interpolation: { escapeValue: false } });
const t = en.t.bind(en) as (key: string, options?: Record<string, unknown>) => string;
const tTy = ty.t.bind(ty) as (key: string, options?: Record<string, unknown>) => string;

const rule = (patternId: string) => VALIDATION_RULES.find((entry) => entry.patternId === patternId)!;
const config = (field: string, patternId: string, extra: Partial<RegistrationFieldConfig> = {}): RegistrationFieldConfig => ({
  field, enabled: true, required: false, patternId, acceptedPattern: rule(patternId)?.pattern ?? '*', minLength: 4, maxLength: 12, ...extra,
});

describe('SPEC §5 pattern messages', () => {
  it('has a message for every server pattern, in EN and TY, with (min) and (max) filled in', () => {
    for (const { patternId } of VALIDATION_RULES) {
      const key = PATTERN_MESSAGE_KEYS[patternId];
      expect(key, patternId).toBeTruthy();
      for (const translate of [t, tTy]) {
        const message = patternMessage(patternId, { minLength: 3, maxLength: 9 }, translate);
        expect(message, patternId).not.toBe(key);
        expect(message).not.toMatch(/\{\{|\(min\)|\(max\)/);
        if (!patternId.startsWith('DATE')) expect(message, patternId).toContain('3 - 9');
      }
    }
  });

  it('words each variant as SPEC §5 lists it', () => {
    const lengths = { minLength: 6, maxLength: 16 };
    expect(patternMessage('ANY', lengths, t)).toBe('Please enter 6 - 16 characters');
    expect(patternMessage('LETTER_DIGIT_LEADING_LETTER', lengths, t)).toBe('Please enter 6 - 16 letters and digits, starting with a letter');
    expect(patternMessage('CHINESE_DIGIT', lengths, t)).toContain('Chinese characters and digits');
    expect(patternMessage('EMAIL', lengths, t)).toContain('email format');
    expect(patternMessage('LETTER_OR_DIGIT', lengths, t)).toContain('letters or digits only');
    expect(patternMessage('LETTER_AND_DIGIT', lengths, t)).toContain('combining letters and digits');
    expect(patternMessage('DIGIT', lengths, t)).toBe('Please enter 6 - 16 digits');
    expect(patternMessage('UPPERCASE_ONE', lengths, t)).toContain('at least one uppercase letter');
    expect(patternMessage('LETTER_SPACE', lengths, t)).toContain('English letters and spaces');
    expect(patternMessage('NO_SPACE', lengths, t)).toContain('without spaces');
    expect(patternMessage('CHINESE_PUNCTUATION', lengths, t)).toContain('Chinese characters and punctuation');
    expect(patternMessage('DATE_YMD', lengths, t)).toContain('yyyy-MM-dd');
    expect(patternMessage('DATE_MDY', lengths, t)).toContain('MM-dd-yyyy');
    expect(patternMessage('KOREAN', lengths, t)).toContain('Korean characters only');
    expect(patternMessage('THAI', lengths, t)).toContain('Thai characters only');
    expect(patternMessage('UPPERCASE_SPACE', lengths, t)).toContain('uppercase letters and spaces, with at least one letter');
    expect(patternMessage('STRONG_PASSWORD', lengths, t)).toContain('uppercase letter, a lowercase letter, a digit and a special symbol');
    expect(patternMessage('FULL_NAME', lengths, t)).toContain('first and last name separated by a space');
    expect(patternMessage('DIGIT', lengths, tTy)).toBe('Maglagay ng 6 - 16 na numero');
  });

  it("falls back to the server's message for a pattern it does not know, then to the length sentence", () => {
    expect(interpolateLengths('Use (min) to (max) runes', 2, 5)).toBe('Use 2 to 5 runes');
    const unknown = { patternId: 'RUNES', pattern: '^ᚠ+$', messageKey: 'x', message: 'Use (min) to (max) runes' };
    expect(patternMessage('RUNES', { minLength: 2, maxLength: 5 }, t, unknown)).toBe('Use 2 to 5 runes');
    expect(patternMessage('RUNES', { minLength: 2, maxLength: 5 }, t)).toBe('Please enter 2 - 5 characters');
  });
});

describe('rule checks', () => {
  it('"*" accepts anything; a broken pattern is left to the server', () => {
    expect(matchesPattern('anything at all', '*')).toBe(true);
    expect(matchesPattern('x', '([')).toBe(true);
    expect(matchesPattern('abc', '^[0-9]+$')).toBe(false);
  });

  it('fails empty only when required, then length, then pattern; off fields always pass', () => {
    expect(ruleFailure(config('qqNum', 'DIGIT'), '')).toBeNull();
    expect(ruleFailure(config('qqNum', 'DIGIT', { required: true }), '   ')).toBe('required');
    expect(ruleFailure(config('qqNum', 'DIGIT'), '12')).toBe('length');
    expect(ruleFailure(config('qqNum', 'DIGIT'), '1234567890123')).toBe('length');
    expect(ruleFailure(config('qqNum', 'DIGIT'), '12a45')).toBe('pattern');
    expect(ruleFailure(config('qqNum', 'DIGIT'), ' 12345 ')).toBeNull();
    expect(ruleFailure(config('qqNum', 'DIGIT', { enabled: false, required: true }), '')).toBeNull();
  });

  it('counts characters as people see them', () => {
    expect(ruleFailure(config('wechat', 'KOREAN', { minLength: 2, maxLength: 2 }), '한국')).toBeNull();
    expect(ruleFailure(config('wechat', 'THAI', { minLength: 1, maxLength: 4 }), 'ไทย')).toBeNull();
  });

  it('gives each field its message', () => {
    expect(fieldMessage(config('qqNum', 'DIGIT', { required: true }), '', t)).toBe('Input cannot be empty');
    expect(fieldMessage(config('captcha', 'LETTER_OR_DIGIT', { required: true }), '', t)).toBe('Please enter the captcha');
    expect(fieldMessage(config('qqNum', 'DIGIT'), 'abcde', t)).toBe('Please enter 4 - 12 digits');
    expect(fieldMessage(config('password', 'NO_SPACE'), 'ab', t)).toBe('Please fill in your password with 4 - 12 characters');
    expect(fieldMessage(config('password', 'NO_SPACE'), 'ab cd', t)).toBe('Please enter 4 - 12 characters without spaces');
    expect(fieldMessage(config('mobileNum', 'DIGIT'), '12', t)).toBe('Please enter a valid mobile number');
    expect(fieldMessage(config('verificationCode', 'DIGIT'), 'ab', t)).toBe('Please enter a valid verification code');
    expect(fieldMessage(config('whatsapp', 'DIGIT'), 'abcd', t)).toBe('Phone number format is incorrect');
    expect(fieldMessage(config('payeeName', 'FULL_NAME'), 'Juan', t)).toBe('Real name format is incorrect');
    expect(fieldMessage(config('affiliateCode', 'LETTER_OR_DIGIT'), 'AB-12', t)).toBe('Invalid invitation code');
    expect(fieldMessage(config('payeeName', 'FULL_NAME'), 'Juan Cruz', t)).toBeNull();
  });

  it('has every SPEC §5 "other message" in EN and TY', () => {
    for (const key of Object.values(MESSAGE_KEYS)) {
      expect(en.exists(key), key).toBe(true);
      expect(ty.exists(key), key).toBe(true);
    }
    expect(t(MESSAGE_KEYS.age)).toBe('Please confirm you are 21 years old');
    expect(t(MESSAGE_KEYS.starred)).toBe('Items marked with * are required');
  });
});
