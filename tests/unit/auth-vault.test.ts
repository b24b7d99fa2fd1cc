// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetCredentials, openSecret, recallCredentials, rememberCredentials, sealSecret } from '../../src/features/auth/login/credentialVault';
import { cookieStore } from '../../src/lib/storage';

afterEach(() => {
  document.cookie.split('; ').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

describe('remembered credentials (SPEC §3 Storage, §5 Login)', () => {
  it('seals with AES-GCM: no plaintext, a fresh IV each time, bound to the username', async () => {
    const one = await sealSecret('Player@123', 'player01');
    const two = await sealSecret('Player@123', 'player01');
    expect(one).not.toContain('Player@123');
    expect(atob(one.split('.')[2]!)).not.toContain('Player@123');
    expect(one).not.toBe(two);
    expect(await openSecret(one, 'player01')).toBe('Player@123');
    expect(await openSecret(one, 'someone_else')).toBeNull();
    expect(await openSecret(`${one.slice(0, -4)}AAAA`, 'player01')).toBeNull();
    expect(await openSecret('garbage', 'player01')).toBeNull();
  });

  it('stores the three cookies, recalls them, and forgets on uncheck', async () => {
    await rememberCredentials('player01', 'Player@123');
    expect(cookieStore.get('lastUsername')).toBe('player01');
    expect(cookieStore.get('loginRemember')).toBe('1');
    const sealed = cookieStore.get('rememberedPassword', 'player01');
    expect(sealed).toMatch(/^v1\./);
    expect(document.cookie).not.toContain('Player@123');
    expect(await recallCredentials()).toEqual({ username: 'player01', password: 'Player@123', remember: true });
    forgetCredentials('player01');
    expect(cookieStore.get('rememberedPassword', 'player01')).toBeNull();
    expect(cookieStore.get('loginRemember')).toBeNull();
    expect(await recallCredentials()).toEqual({ username: 'player01', password: '', remember: false });
  });
});
