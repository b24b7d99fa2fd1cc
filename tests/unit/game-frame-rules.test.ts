import { describe, expect, it } from 'vitest';
import { BUSY_RETRY_DELAYS_MS, busyRetryDelay, formatCountdown, hostCandidates, secondsUntil } from '../../src/features/lobby/game-frame/rules';

describe('the game frame\'s rules (issue 35)', () => {
  it('retries #727 by itself three times after doubling waits, then leaves it to the player', () => {
    expect(BUSY_RETRY_DELAYS_MS).toEqual([2000, 4000, 8000]);
    expect([1, 2, 3, 4, 5].map(busyRetryDelay)).toEqual([2000, 4000, 8000, null, null]);
  });

  it('tries the same game page on each other launch host, in the list\'s order after its own', () => {
    const hosts = ['https://a.example', 'https://b.example/', 'https://c.example'];
    expect(hostCandidates('https://b.example/demo-games/slot.html?ticket=t&language=TY', hosts, 'https://site.example/')).toEqual([
      'https://b.example/demo-games/slot.html?ticket=t&language=TY',
      'https://c.example/demo-games/slot.html?ticket=t&language=TY',
      'https://a.example/demo-games/slot.html?ticket=t&language=TY',
    ]);
  });

  it('keeps a host\'s own path (a site under /demo/), and a URL on an unlisted host keeps its path on each listed one', () => {
    expect(hostCandidates('https://down.example/demo/demo-games/slot.html?x=1', ['https://down.example/demo', 'https://site.example/demo'], 'https://site.example/')).toEqual([
      'https://down.example/demo/demo-games/slot.html?x=1',
      'https://site.example/demo/demo-games/slot.html?x=1',
    ]);
    expect(hostCandidates('/demo-games/table.html?t=1', ['https://a.example'], 'https://site.example/rng')).toEqual([
      'https://site.example/demo-games/table.html?t=1',
      'https://a.example/demo-games/table.html?t=1',
    ]);
    expect(hostCandidates('https://a.example/x', [], 'https://site.example/')).toEqual(['https://a.example/x']);
  });

  it('counts down to the end of a maintenance window, never below zero', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(secondsUntil('2026-11-28T11:30:00.000Z', now)).toBe(5400);
    expect(secondsUntil('2026-11-28T09:00:00.000Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBeNull();
    expect(secondsUntil('soon', now)).toBeNull();
    expect(formatCountdown(5400)).toBe('1:30:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(3599)).toBe('59:59');
  });
});
