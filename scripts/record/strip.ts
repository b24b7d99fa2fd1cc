/**
 * What a recording must never hold (issue 36): passwords, tokens, payment passwords and other
 * secrets, wherever they sit in a query, a body or an answer. Headers are never recorded at all.
 */
const SECRET_NAME = /(password|passwd|pwd|token|secret|otp|smscode|captchacode|verifycode|validatecode|signature|authorization|cookie)$/i;

export const STRIPPED = '[stripped]';

/**
 * A copy of the value with every string or number whose field name ends like a secret's replaced by
 * "[stripped]". Flags and settings keep their values (`captchaEnabled`, `needToken: true`).
 */
export function stripSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => stripSecrets(item)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, field]) => [name, SECRET_NAME.test(name) && (typeof field === 'string' || typeof field === 'number') && field !== '' ? STRIPPED : stripSecrets(field)]),
  ) as T;
}
