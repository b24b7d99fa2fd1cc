import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { birthdayProblem, parseBirthday, todayIso } from '../../src/features/compliance/rules/age';

/** Local noon, so no time zone of the test machine moves the calendar day. */
const at = (iso: string) => new Date(`${iso}T12:00:00`);

describe('KYC birthday rule (SPEC §5: valid, not in the future, at least 21)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(at('2026-11-23'));
  });
  afterEach(() => vi.useRealTimers());

  it('passes on the 21st birthday and after, refuses the day before', () => {
    expect(birthdayProblem('2005-11-23')).toBeNull();
    expect(birthdayProblem('2005-11-22')).toBeNull();
    expect(birthdayProblem('2005-11-24')).toBe('under');
    expect(birthdayProblem('1980-01-01')).toBeNull();
  });

  it('follows the clock: a birthday that is under age today comes of age with time', () => {
    expect(birthdayProblem('2005-12-01')).toBe('under');
    vi.setSystemTime(at('2026-12-01'));
    expect(birthdayProblem('2005-12-01')).toBeNull();
  });

  it('takes the clock as an argument too', () => {
    expect(birthdayProblem('2005-11-24', at('2026-11-24'))).toBeNull();
    expect(birthdayProblem('2005-11-24', at('2026-11-23'))).toBe('under');
  });

  it('refuses a birthday in the future, and today for a newborn', () => {
    expect(birthdayProblem('2026-11-24')).toBe('future');
    expect(birthdayProblem('2026-11-23')).toBe('under');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(birthdayProblem('2001-02-29')).toBe('invalid');
    expect(birthdayProblem('2000-13-01')).toBe('invalid');
    expect(birthdayProblem('23/11/2000')).toBe('invalid');
    expect(birthdayProblem('')).toBe('invalid');
    expect(parseBirthday(' 2000-02-29 ')).toEqual([2000, 2, 29]);
  });

  it('lets a 29 February birthday come of age on 1 March in common years', () => {
    expect(birthdayProblem('2004-02-29', at('2025-02-28'))).toBe('under');
    expect(birthdayProblem('2004-02-29', at('2025-03-01'))).toBeNull();
  });

  it('offers today as the latest date the picker allows', () => {
    expect(todayIso()).toBe('2026-11-23');
    expect(todayIso(at('2027-01-05'))).toBe('2027-01-05');
  });
});
