// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LIFETIME_MS, cookieStore, localStore, sessionStore } from '../../src/lib/storage';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the storage module', () => {
  it('keeps the merchant code when a logout clears the session', () => {
    sessionStore.set('token', 'abc');
    sessionStore.set('disclaimerAccept', '1');
    sessionStore.set('merchantCode', 'rjc');
    sessionStore.clearKeepingMerchant();
    expect(sessionStore.get('token')).toBeNull();
    expect(sessionStore.get('disclaimerAccept')).toBeNull();
    expect(sessionStore.get('merchantCode')).toBe('rjc');
  });

  it('writes cookies that live one day, keyed by username where SPEC says so', () => {
    expect(COOKIE_LIFETIME_MS).toBe(86_400_000);
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => descriptor.get!.call(document), set: (value: string) => { writes.push(value); descriptor.set!.call(document, value); } });
    cookieStore.set('rememberedPassword', 'ciphertext', 'player01', Date.UTC(2026, 10, 1));
    delete (document as { cookie?: string }).cookie;
    expect(writes[0]).toContain('cpw_player01=ciphertext');
    expect(writes[0]).toContain(`expires=${new Date(Date.UTC(2026, 10, 2)).toUTCString()}`);
    cookieStore.set('rememberedPassword', 'ciphertext', 'player01');
    expect(cookieStore.get('rememberedPassword', 'player01')).toBe('ciphertext');
    cookieStore.remove('rememberedPassword', 'player01');
    expect(cookieStore.get('rememberedPassword', 'player01')).toBeNull();
  });

  it('stores the language locally', () => {
    localStore.set('lang', 'TY');
    expect(localStorage.getItem('lang')).toBe('TY');
  });
});
