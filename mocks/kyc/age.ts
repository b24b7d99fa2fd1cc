import { KYC_MIN_AGE } from '../../contracts/shared/constants';

/** A yyyy-MM-dd that names a real calendar day, as a UTC date; otherwise null. */
export function parseBirthday(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/** SPEC §5: a valid birthday, not in the future, at least 21 years before today. */
export function isOldEnough(birthday: Date, today: Date, minAge: number = KYC_MIN_AGE): boolean {
  if (birthday.getTime() > today.getTime()) return false;
  const coming = new Date(Date.UTC(birthday.getUTCFullYear() + minAge, birthday.getUTCMonth(), birthday.getUTCDate()));
  // A 29 February birthday comes of age on 1 March in non-leap years (Date.UTC rolls over).
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return coming.getTime() <= startOfToday;
}
