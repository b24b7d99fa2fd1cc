import { describe, expect, it } from 'vitest';
import { pickCdn } from '../../src/lib/brand';
import { formatDateTime, formatMoney, gmtOffset, HIDDEN_BALANCE } from '../../src/lib/format';
import { LANGUAGE_TABLE, selectableLanguages } from '../../src/lib/languageNames';
import { languageTag, resolveLanguage } from '../../src/lib/languages';

describe('languages', () => {
  it('keep about 40 languages as data but offer only the configured ones', () => {
    expect(LANGUAGE_TABLE.length).toBeGreaterThanOrEqual(40);
    expect(selectableLanguages().map((language) => language.code)).toEqual(['EN', 'TY']);
  });

  it('fall back to EN for a stored language that is not supported', () => {
    expect(resolveLanguage('TY')).toBe('TY');
    expect(resolveLanguage('ZH')).toBe('EN');
    expect(resolveLanguage(null)).toBe('EN');
    expect(languageTag('TY')).toBe('fil');
  });
});

describe('formatting', () => {
  it('shows balances with 2 decimals and the currency symbol', () => {
    expect(formatMoney(51088.88)).toBe('$51,088.88');
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(1234.5, 'en', '₱')).toBe('₱1,234.50');
    expect(HIDDEN_BALANCE).toMatch(/^\*+$/);
  });

  it('writes notice times as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('names the GMT offset of the agent clock', () => {
    expect(gmtOffset(new Date())).toMatch(/^GMT[+-]\d\d:\d\d$/);
  });
});

describe('CDN choice', () => {
  it('picks a host at random, and the page origin for an empty list', () => {
    const hosts = ['https://a.example', 'https://b.example'];
    expect(pickCdn(hosts, () => 0)).toBe('https://a.example');
    expect(pickCdn(hosts, () => 0.99)).toBe('https://b.example');
    expect(pickCdn([], () => 0.5)).toBe('');
  });
});
