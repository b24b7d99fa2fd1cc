import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../src/lib/i18n';
import { loadTranslation } from '../../src/lib/locales';
import { resources } from '../../src/lib/locales/all';
import { translation as en } from '../../src/lib/locales/en';
import { translation as ty } from '../../src/lib/locales/ty';

afterAll(() => changeLanguage('EN'));

describe('languages load on demand', () => {
  it('each loader returns exactly the bundled texts of its language, without the QA toolbar\'s', async () => {
    expect(await loadTranslation('EN')).toEqual(en);
    expect(await loadTranslation('TY')).toEqual(ty);
    expect(await loadTranslation('EN')).not.toHaveProperty('devtools');
    expect(await loadTranslation('TY')).not.toHaveProperty('devtools');
    expect(resources.EN.translation).toHaveProperty('devtools');
  });

  it('starts with EN only, and loads TY before switching to it', async () => {
    await initI18n('EN');
    expect(i18n.hasResourceBundle('EN', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('TY', 'translation')).toBe(false);
    await changeLanguage('TY');
    expect(i18n.language).toBe('TY');
    expect(i18n.hasResourceBundle('TY', 'translation')).toBe(true);
    expect(i18n.t('common.close')).toBe(resources.TY.translation.common.close);
    expect(i18n.t('common.close')).not.toBe(resources.EN.translation.common.close);
  });
});
