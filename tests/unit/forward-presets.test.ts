import { describe, expect, it } from 'vitest';
import { runsWithin } from '../../src/components/DateRange/presets';

/** Issue 32 point 5: SPEC §9's next 7 / next 30 days on lists of things that run over a period (promotions, missions). */
const now = new Date(2026, 10, 27, 15, 0); // 27 Nov 2026, 15:00 local
const at = (day: number, hour = 0) => new Date(2026, 10, day, hour).toISOString();

describe('runsWithin', () => {
  it('counts a promotion running now, whatever its end', () => {
    expect(runsWithin({ startTime: at(1), endTime: null }, 'next7', now)).toBe(true);
    expect(runsWithin({ startTime: at(1), endTime: at(28) }, 'next7', now)).toBe(true);
  });

  it('counts one that starts inside the window, up to the end of its last day', () => {
    // next 7: 27 Nov to 3 Dec, both included.
    expect(runsWithin({ startTime: new Date(2026, 11, 3, 23, 59).toISOString(), endTime: null }, 'next7', now)).toBe(true);
    expect(runsWithin({ startTime: new Date(2026, 11, 4, 0, 0).toISOString(), endTime: null }, 'next7', now)).toBe(false);
    // next 30: 27 Nov to 26 Dec.
    expect(runsWithin({ startTime: new Date(2026, 11, 4).toISOString(), endTime: null }, 'next30', now)).toBe(true);
    expect(runsWithin({ startTime: new Date(2026, 11, 27).toISOString(), endTime: null }, 'next30', now)).toBe(false);
  });

  it('leaves out one that has ended, even earlier today', () => {
    expect(runsWithin({ startTime: at(1), endTime: at(27, 12) }, 'next30', now)).toBe(false);
    expect(runsWithin({ startTime: at(1), endTime: at(20) }, 'next30', now)).toBe(false);
  });

  it('reads an open start as already started', () => {
    expect(runsWithin({ startTime: null, endTime: at(30) }, 'next7', now)).toBe(true);
  });
});
