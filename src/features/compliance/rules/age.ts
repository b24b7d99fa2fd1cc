import { KYC_MIN_AGE } from '@contracts/shared/constants';
import { clockDate } from '@/lib/clock';

/** Why a KYC birthday falls short of SPEC §5; every one of them shows local_age_21. */
export type BirthdayProblem = 'invalid' | 'future' | 'under';

/** A yyyy-MM-dd naming a real calendar day, as [year, month 1-12, day]; otherwise null. */
export function parseBirthday(text: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 31 February over into March: a round trip tells real days from impossible ones.
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? [year, month, day] : null;
}

/**
 * SPEC §5 KYC birthday: valid, not in the future, at least 21 years before
 * `now` (the user's calendar day). A 29 February birthday comes of age on
 * 1 March in common years. Null when the birthday passes.
 */
export function birthdayProblem(text: string, now: Date = clockDate(), minAge: number = KYC_MIN_AGE): BirthdayProblem | null {
  const parsed = parseBirthday(text);
  if (!parsed) return 'invalid';
  const [year, month, day] = parsed;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  if (Date.UTC(year, month - 1, day) > today) return 'future';
  return Date.UTC(year + minAge, month - 1, day) <= today ? null : 'under';
}

/** The latest birthday the date picker offers: today, in the user's calendar (no future dates). */
export function todayIso(now: Date = clockDate()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
