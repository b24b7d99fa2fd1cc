import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLanguage, ensureScreenTexts, i18n, initI18n, installValidationLanguage } from '../../src/lib/i18n';

const form = z.object({ username: z.string().min(1), email: z.string().email(), password: z.string().min(6) });

function messages(value: unknown): string[] {
  const result = form.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

beforeAll(async () => {
  await initI18n('EN');
  // The messages are form texts: they come with the lazy screen texts, as in the app.
  await Promise.all([installValidationLanguage(), ensureScreenTexts()]);
});
afterAll(() => changeLanguage('EN'));

describe('validation messages follow the language', () => {
  it('speaks EN, then TY after a language change', async () => {
    expect(messages({ username: '', email: 'x', password: '123' })).toEqual([
      'Input cannot be empty', 'Please enter a valid email address', 'Please enter at least 6 characters',
    ]);
    await changeLanguage('TY');
    expect(i18n.language).toBe('TY');
    expect(messages({ username: '', email: 'x', password: '123' })).toEqual([
      'Hindi maaaring walang laman', 'Maglagay ng wastong email address', 'Maglagay ng hindi bababa sa 6 na karakter',
    ]);
  });
});
