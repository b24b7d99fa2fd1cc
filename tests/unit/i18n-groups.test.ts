import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, ensureTexts, i18n, initI18n } from '../../src/lib/i18n';
import { TEXT_GROUPS } from '../../src/lib/locales';
import { texts as enAgent } from '../../src/lib/locales/en-agent';
import { texts as enCentre } from '../../src/lib/locales/en-centre';
import { texts as enSite } from '../../src/lib/locales/en-site';

afterAll(() => changeLanguage('EN'));

/** Whether a language holds an area's texts (its first top-level key) yet. */
const holds = (language: string, texts: object) => i18n.getResource(language, 'translation', Object.keys(texts)[0]!) !== undefined;

describe('screen texts load per group of areas (issue 34 §6)', () => {
  it('fetches a group only when a screen asks for it, in EN and in the language shown, and a switch brings the groups asked for', async () => {
    expect(TEXT_GROUPS).toEqual(['site', 'centre', 'agent']);
    await initI18n('EN');
    await ensureTexts('site');
    expect(holds('EN', enSite)).toBe(true);
    // Home and the lobby speak no records, mall or agent text: none of it is fetched for them.
    expect(holds('EN', enCentre)).toBe(false);
    expect(holds('EN', enAgent)).toBe(false);
    await ensureTexts('centre');
    expect(holds('EN', enCentre)).toBe(true);
    expect(holds('EN', enAgent)).toBe(false);
    expect(i18n.hasResourceBundle('TY', 'translation')).toBe(false);
    // Switching brings the new language's groups asked for so far, not the others.
    await changeLanguage('TY');
    expect(holds('TY', enSite)).toBe(true);
    expect(holds('TY', enCentre)).toBe(true);
    expect(holds('TY', enAgent)).toBe(false);
    // A group asked for while TY shows comes in both: TY and its EN fallback.
    await ensureTexts('agent');
    expect(holds('TY', enAgent)).toBe(true);
    expect(holds('EN', enAgent)).toBe(true);
  });
});
