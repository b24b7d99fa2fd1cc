import type { RegistrationFieldConfig } from '@contracts/shared/entities';
import type { ValidationRule } from '@contracts/system';

/**
 * SPEC §5 registration rules, as pure functions: a field's server config
 * (enabled, required, patternId, acceptedPattern, min/max length) and the
 * server's validation patterns decide whether a value passes and, when not,
 * which message shows, with (min) and (max) filled in. No React, no i18next
 * instance: the caller passes `t`.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One message per SPEC §5 pattern variant, by the server's patternId. */
export const PATTERN_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  ANY: 'register.patterns.length',
  LETTER_DIGIT_LEADING_LETTER: 'register.patterns.letterDigitLeadingLetter',
  CHINESE_DIGIT: 'register.patterns.chineseDigit',
  EMAIL: 'register.patterns.email',
  LETTER_OR_DIGIT: 'register.patterns.letterOrDigit',
  LETTER_AND_DIGIT: 'register.patterns.letterAndDigit',
  DIGIT: 'register.patterns.digit',
  UPPERCASE_ONE: 'register.patterns.uppercaseOne',
  LETTER_SPACE: 'register.patterns.letterSpace',
  NO_SPACE: 'register.patterns.noSpace',
  CHINESE_PUNCTUATION: 'register.patterns.chinesePunctuation',
  DATE_YMD: 'register.patterns.dateYmd',
  DATE_MDY: 'register.patterns.dateMdy',
  KOREAN: 'register.patterns.korean',
  THAI: 'register.patterns.thai',
  UPPERCASE_SPACE: 'register.patterns.uppercaseSpace',
  STRONG_PASSWORD: 'register.patterns.strongPassword',
  FULL_NAME: 'register.patterns.fullName',
};

/** SPEC §5 "other messages" the registration form uses. */
export const MESSAGE_KEYS = {
  required: 'register.messages.required',
  password: 'register.messages.passwordLength',
  code: 'register.messages.code',
  mobile: 'register.messages.mobile',
  confirm: 'register.messages.confirm',
  affiliate: 'register.messages.affiliate',
  realName: 'register.messages.realName',
  phone: 'register.messages.phone',
  starred: 'register.messages.starred',
  captcha: 'register.messages.captcha',
  verifyFirst: 'register.messages.verifyFirst',
  age: 'register.messages.age',
  terms: 'register.messages.terms',
} as const;

/**
 * Fields whose failure reads better with their own SPEC §5 message than with
 * the generic pattern sentence (the server may give them any pattern).
 */
const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  mobileNum: MESSAGE_KEYS.mobile,
  verificationCode: MESSAGE_KEYS.code,
  whatsapp: MESSAGE_KEYS.phone,
  payeeName: MESSAGE_KEYS.realName,
  affiliateCode: MESSAGE_KEYS.affiliate,
};
const PASSWORD_FIELDS = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** The server writes "(min)" and "(max)"; i18next writes {{min}} and {{max}}. */
export function interpolateLengths(message: string, minLength: number, maxLength: number): string {
  return message.replaceAll('(min)', String(minLength)).replaceAll('(max)', String(maxLength));
}

/** The message of a pattern: ours when we know the patternId, else the server's, else the length sentence. */
export function patternMessage(patternId: string, lengths: Pick<RegistrationFieldConfig, 'minLength' | 'maxLength'>, t: Translate, rule?: ValidationRule): string {
  const key = PATTERN_MESSAGE_KEYS[patternId];
  const options = { min: lengths.minLength, max: lengths.maxLength };
  if (key) return t(key, options);
  if (rule?.message) return interpolateLengths(rule.message, lengths.minLength, lengths.maxLength);
  return t(PATTERN_MESSAGE_KEYS.ANY!, options);
}

/** `acceptedPattern` wins; "*" (or nothing) accepts anything. Compiled as the backend does (`u` flag). */
export function matchesPattern(value: string, acceptedPattern: string | undefined): boolean {
  if (!acceptedPattern || acceptedPattern === '*') return true;
  try {
    return new RegExp(acceptedPattern, 'u').test(value);
  } catch {
    // A pattern we cannot compile is the server's problem: let the server judge.
    return true;
  }
}

export type RuleFailure = 'required' | 'length' | 'pattern';

/** Why a (trimmed) value fails its field config, or null when it passes or the field is off. */
export function ruleFailure(config: RegistrationFieldConfig, value: string): RuleFailure | null {
  if (!config.enabled) return null;
  const text = value.trim();
  if (!text) return config.required ? 'required' : null;
  // Lengths count characters as people see them (a Thai or Korean syllable is one).
  const length = [...text].length;
  if (length < config.minLength || length > config.maxLength) return 'length';
  return matchesPattern(text, config.acceptedPattern) ? null : 'pattern';
}

/** The message to show under a field, or null when its value passes. */
export function fieldMessage(config: RegistrationFieldConfig, value: string, t: Translate, rules: readonly ValidationRule[] = []): string | null {
  const failure = ruleFailure(config, value);
  if (!failure) return null;
  if (failure === 'required') return t(config.field === 'captcha' ? MESSAGE_KEYS.captcha : MESSAGE_KEYS.required);
  const lengths = { min: config.minLength, max: config.maxLength };
  const own = FIELD_MESSAGES[config.field];
  if (own) return t(own, lengths);
  if (PASSWORD_FIELDS.has(config.field) && failure === 'length') return t(MESSAGE_KEYS.password, lengths);
  return patternMessage(config.patternId, config, t, rules.find((rule) => rule.patternId === config.patternId));
}
