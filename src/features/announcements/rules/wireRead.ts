/**
 * Reading the platform's loose values once, in the selects (WIRE.md §8: lenient in what we read):
 * screens get ISO times, plain strings and booleans, never a wire quirk.
 */

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A time as ISO, or null when there is none or it cannot be read. The platform sends epoch ms (a
 * number or a numeric string: N1 `endDate`), or text: "yyyy-MM-dd HH:mm:ss" (N1 `startDateStr`, read
 * as local time, since that is how the platform writes it), or any date string the browser parses.
 */
export function wireTimeIso(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d+$/.test(value.trim())) {
    const date = new Date(Number(value));
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  const text = value.trim();
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = local;
    const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

/** A flag as a boolean: true, 1, "1", "Y", "true" (any case) are on; anything else is off. */
export function wireBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['1', 'y', 'yes', 'true'].includes(value.trim().toLowerCase());
  return false;
}

/** Text that may be missing: '' then. */
export const wireString = (value: string | null | undefined): string => value ?? '';
