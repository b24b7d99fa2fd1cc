import { describe, expect, it } from 'vitest';
import { checkUrl } from '../../contracts/shared/safe-url';

const policy = { base: 'https://good.example/demo/lobby', allowedHosts: ['games.example.com', '.cdn.example.net'] };
const check = (raw: string) => checkUrl(raw, policy)?.href ?? null;

describe('the one URL check', () => {
  it('opens http(s) URLs on the site and on allowed hosts, and same-site paths', () => {
    expect(check('https://good.example/help')).toBe('https://good.example/help');
    expect(check('https://games.example.com/slot?t=1')).toBe('https://games.example.com/slot?t=1');
    expect(check('https://eu.cdn.example.net/x')).toBe('https://eu.cdn.example.net/x');
    expect(check('/demo/games/slot.html?ticket=abc')).toBe('https://good.example/demo/games/slot.html?ticket=abc');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'https://evil.example@good.example',
    'https://user:pass@games.example.com/',
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example/path',
    'https://evil.example/',
    'https://games.example.com.evil.example/',
    'https://notcdn.example.net/',
    'https://cdn.example.net:8443/',
    'ftp://games.example.com/',
    '',
  ])('refuses %j', (raw) => {
    expect(check(raw)).toBeNull();
  });
});
