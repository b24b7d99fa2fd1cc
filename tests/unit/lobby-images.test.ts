import { describe, expect, it } from 'vitest';
import { createImageResolver, imageHosts } from '../../src/lib/images';

describe('image CDN host pick (SPEC §9)', () => {
  const hosts = ['https://img-a.example', 'https://img-b.example/'];

  it('serves a site path from a host of the list, picked at random', () => {
    expect(createImageResolver(hosts, () => 0)('/mock-assets/game/1.svg')).toBe('https://img-a.example/mock-assets/game/1.svg');
    expect(createImageResolver(hosts, () => 0.99)('/mock-assets/game/1.svg')).toBe('https://img-b.example/mock-assets/game/1.svg');
  });

  it('keeps the host first picked for a path, so a re-render asks for the same URL', () => {
    let next = 0;
    const rolls = [0, 0.99, 0.99];
    const resolve = createImageResolver(hosts, () => rolls[next++] ?? 0);
    const first = resolve('/a.svg');
    expect(resolve('/a.svg')).toBe(first);
    expect(resolve('/b.svg')).toBe('https://img-b.example/b.svg');
  });

  it('leaves full, protocol-relative and data URLs as given', () => {
    const resolve = createImageResolver(hosts, () => 0);
    for (const src of ['https://other.example/x.png', '//cdn.example/x.png', 'data:image/svg+xml;utf8,<svg/>']) expect(resolve(src)).toBe(src);
  });

  it('falls back to the page itself when no host is configured', () => {
    expect(createImageResolver([], () => 0.5)('/a.svg')).toBe('/a.svg');
    expect(imageHosts(['https://img.example'])).toEqual(['https://img.example']);
    expect(imageHosts([])).toEqual(typeof window === 'undefined' ? [] : [window.location.origin]);
  });
});
