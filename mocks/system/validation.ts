import type { RegistrationFieldConfig } from '../../contracts/shared/entities';
import { FULL_NAME_PATTERN, type ValidationRule } from '../../contracts/system';
import type { FeatureFlags } from '../engine/scenario';

/**
 * SPEC §5 pattern messages, one rule per variant. `pattern` is a regular
 * expression source ("*" accepts anything); both the app and the simulated
 * backend compile it with `new RegExp(pattern, 'u')`.
 */
export const VALIDATION_RULES: readonly ValidationRule[] = [
  { patternId: 'ANY', pattern: '*', messageKey: 'validation.pattern.length', message: 'Please enter (min) - (max) characters' },
  { patternId: 'LETTER_DIGIT_LEADING_LETTER', pattern: '^[A-Za-z][A-Za-z0-9]*$', messageKey: 'validation.pattern.letterDigitLeadingLetter', message: 'Please enter (min) - (max) characters of letters and digits, starting with a letter' },
  { patternId: 'CHINESE_DIGIT', pattern: '^[\\u4e00-\\u9fa50-9]+$', messageKey: 'validation.pattern.chineseDigit', message: 'Please enter (min) - (max) characters of Chinese characters and digits' },
  { patternId: 'EMAIL', pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$', messageKey: 'validation.pattern.email', message: 'Please enter (min) - (max) characters in email format' },
  { patternId: 'LETTER_OR_DIGIT', pattern: '^[A-Za-z0-9]+$', messageKey: 'validation.pattern.letterOrDigit', message: 'Please enter (min) - (max) characters of letters or digits only' },
  { patternId: 'LETTER_AND_DIGIT', pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', messageKey: 'validation.pattern.letterAndDigit', message: 'Please enter (min) - (max) characters combining letters and digits' },
  { patternId: 'DIGIT', pattern: '^[0-9]+$', messageKey: 'validation.pattern.digit', message: 'Please enter (min) - (max) digits' },
  { patternId: 'UPPERCASE_ONE', pattern: '^(?=.*[A-Z]).+$', messageKey: 'validation.pattern.uppercaseOne', message: 'Please enter (min) - (max) characters with at least one uppercase letter' },
  { patternId: 'LETTER_SPACE', pattern: '^[A-Za-z ]+$', messageKey: 'validation.pattern.letterSpace', message: 'Please enter (min) - (max) characters of English letters and spaces' },
  { patternId: 'NO_SPACE', pattern: '^\\S+$', messageKey: 'validation.pattern.noSpace', message: 'Please enter (min) - (max) characters without spaces' },
  { patternId: 'CHINESE_PUNCTUATION', pattern: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$', messageKey: 'validation.pattern.chinesePunctuation', message: 'Please enter (min) - (max) Chinese characters and punctuation' },
  { patternId: 'DATE_YMD', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', messageKey: 'validation.pattern.dateYmd', message: 'Please enter a date as yyyy-MM-dd' },
  { patternId: 'DATE_MDY', pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$', messageKey: 'validation.pattern.dateMdy', message: 'Please enter a date as MM-dd-yyyy' },
  { patternId: 'KOREAN', pattern: '^[\\u1100-\\u11ff\\u3130-\\u318f\\uac00-\\ud7a3]+$', messageKey: 'validation.pattern.korean', message: 'Please enter (min) - (max) Korean characters only' },
  { patternId: 'THAI', pattern: '^[\\u0e00-\\u0e7f]+$', messageKey: 'validation.pattern.thai', message: 'Please enter (min) - (max) Thai characters only' },
  { patternId: 'UPPERCASE_SPACE', pattern: '^(?=.*[A-Z])[A-Z ]+$', messageKey: 'validation.pattern.uppercaseSpace', message: 'Please enter (min) - (max) uppercase letters and spaces, with at least one letter' },
  { patternId: 'STRONG_PASSWORD', pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$', messageKey: 'validation.pattern.strongPassword', message: 'Please enter (min) - (max) characters with an uppercase letter, a lowercase letter, a digit and a special symbol' },
  { patternId: 'FULL_NAME', pattern: FULL_NAME_PATTERN, messageKey: 'validation.pattern.fullName', message: 'Please enter your full name: first and last name separated by a space' },
];

const RULES_BY_ID = new Map(VALIDATION_RULES.map((rule) => [rule.patternId, rule]));

export function validationRule(patternId: string): ValidationRule | undefined {
  return RULES_BY_ID.get(patternId);
}

/** The SPEC §2 registration form's fields, in form order. */
export const REGISTRATION_FIELDS = [
  'username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'payeeName', 'paymentPassword',
  'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'email', 'recommenderId', 'affiliateCode',
  'captcha', 'gamingVenue',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

type FieldDefaults = Omit<RegistrationFieldConfig, 'field' | 'acceptedPattern'>;

/** What the back office configured; the whitelabel flags switch the mobile and username modes on top. */
export const REGISTRATION_DEFAULTS: Record<RegistrationField, FieldDefaults> = {
  username: { enabled: true, required: true, patternId: 'LETTER_DIGIT_LEADING_LETTER', minLength: 6, maxLength: 16 },
  password: { enabled: true, required: true, patternId: 'NO_SPACE', minLength: 6, maxLength: 20 },
  confirmPassword: { enabled: true, required: true, patternId: 'NO_SPACE', minLength: 6, maxLength: 20 },
  mobileNum: { enabled: true, required: true, patternId: 'DIGIT', minLength: 7, maxLength: 15 },
  verificationCode: { enabled: true, required: true, patternId: 'DIGIT', minLength: 4, maxLength: 6 },
  payeeName: { enabled: true, required: false, patternId: 'FULL_NAME', minLength: 3, maxLength: 50 },
  paymentPassword: { enabled: false, required: false, patternId: 'DIGIT', minLength: 6, maxLength: 6 },
  qqNum: { enabled: false, required: false, patternId: 'DIGIT', minLength: 5, maxLength: 12 },
  line: { enabled: false, required: false, patternId: 'NO_SPACE', minLength: 3, maxLength: 30 },
  whatsapp: { enabled: true, required: false, patternId: 'DIGIT', minLength: 7, maxLength: 15 },
  facebook: { enabled: false, required: false, patternId: 'NO_SPACE', minLength: 3, maxLength: 50 },
  wechat: { enabled: false, required: false, patternId: 'LETTER_OR_DIGIT', minLength: 6, maxLength: 20 },
  idNumber: { enabled: false, required: false, patternId: 'LETTER_OR_DIGIT', minLength: 6, maxLength: 20 },
  email: { enabled: true, required: false, patternId: 'EMAIL', minLength: 6, maxLength: 50 },
  recommenderId: { enabled: false, required: false, patternId: 'LETTER_OR_DIGIT', minLength: 4, maxLength: 16 },
  affiliateCode: { enabled: true, required: false, patternId: 'LETTER_OR_DIGIT', minLength: 4, maxLength: 16 },
  captcha: { enabled: true, required: true, patternId: 'LETTER_OR_DIGIT', minLength: 4, maxLength: 4 },
  gamingVenue: { enabled: true, required: false, patternId: 'ANY', minLength: 1, maxLength: 64 },
};

/** Applies the whitelabel registration flags to a stored field rule. */
export function applyRegistrationFlags(config: RegistrationFieldConfig, flags: FeatureFlags): RegistrationFieldConfig {
  const usernameMode = flags.USERNAMEREG3;
  const mobileMode = flags.MOBILENUMREG3;
  switch (config.field) {
    case 'username':
      return { ...config, enabled: config.enabled && usernameMode, required: config.required && usernameMode };
    case 'password':
    case 'confirmPassword': {
      const on = config.enabled && (usernameMode || (mobileMode && flags.MOBILENUMPASSREG3));
      return { ...config, enabled: on, required: config.required && on };
    }
    case 'mobileNum':
      return { ...config, enabled: config.enabled && mobileMode, required: config.required && mobileMode };
    case 'verificationCode': {
      const on = config.enabled && mobileMode && flags.REGMOBVERF3;
      return { ...config, enabled: on, required: config.required && on };
    }
    default:
      return config;
  }
}

/**
 * Checks one registration value against a field rule, as the backend does:
 * null when it passes, otherwise the i18n key of the failed message.
 */
export function checkFieldValue(config: RegistrationFieldConfig, value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (!config.enabled) return null;
  if (!text) return config.required ? 'validation.required' : null;
  const rule = validationRule(config.patternId);
  if (text.length < config.minLength || text.length > config.maxLength) return rule?.messageKey ?? 'validation.pattern.length';
  if (config.acceptedPattern !== '*' && !new RegExp(config.acceptedPattern, 'u').test(text)) {
    return rule?.messageKey ?? 'validation.pattern.length';
  }
  return null;
}
