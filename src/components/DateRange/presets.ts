import { formatDate } from '../../lib/format';
import { clockDate } from '../../lib/clock';

/**
 * SPEC §9 date-range presets of the record screens, as calendar days
 * (yyyy-MM-dd) in the viewer's local time, both ends included: "previous 7
 * days" is the 7 days ending today, "next 7 days" the 7 days starting today.
 */
export const DATE_PRESETS = ['today', 'yesterday', 'prev7', 'prev30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export type DateRangeSelection = { preset: DatePreset } | { preset: 'custom'; from: string; to: string };

export interface DayRange {
  from: string;
  to: string;
}

/** `days` calendar days after (or before, when negative) `date`, at the same local time. */
function shift(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

const SPANS: Record<DatePreset, (today: Date) => [Date, Date]> = {
  today: (today) => [today, today],
  yesterday: (today) => [shift(today, -1), shift(today, -1)],
  prev7: (today) => [shift(today, -6), today],
  prev30: (today) => [shift(today, -29), today],
  next7: (today) => [today, shift(today, 6)],
  next30: (today) => [today, shift(today, 29)],
};

/** The days a preset covers, counted from `now` (the clock by default). */
export function presetRange(preset: DatePreset, now: Date = clockDate()): DayRange {
  const [from, to] = SPANS[preset](now);
  return { from: formatDate(from), to: formatDate(to) };
}

/** SPEC §9's presets that look forward, for lists of things that run over a period (promotions, missions). */
export const FORWARD_PRESETS = ['next7', 'next30'] as const;
export type ForwardPreset = (typeof FORWARD_PRESETS)[number];

/**
 * Whether something that runs from `startTime` to `endTime` runs at some moment from `now` to the end
 * of a forward preset's last day (today and the days after it, both ends included). One that starts
 * within the window counts, one already ended does not; an open start or end reaches any time.
 */
export function runsWithin(period: { startTime: string | null; endTime: string | null }, preset: ForwardPreset, now: Date): boolean {
  const { to } = presetRange(preset, now);
  const [year, month, day] = to.split('-').map(Number);
  const windowEnd = new Date(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1).getTime();
  const starts = period.startTime ? Date.parse(period.startTime) : -Infinity;
  const ends = period.endTime ? Date.parse(period.endTime) : Infinity;
  return starts < windowEnd && ends > now.getTime();
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatDate(date) === value;
}

export type RangeProblem = 'fromMissing' | 'toMissing' | 'fromAfterTo' | null;

/** What is wrong with a custom range, if anything (from must not be after to). */
export function rangeProblem(from: string, to: string): RangeProblem {
  if (!isDay(from)) return 'fromMissing';
  if (!isDay(to)) return 'toMissing';
  return from > to ? 'fromAfterTo' : null;
}

/** The days a selection covers; an invalid custom range gives null. */
export function resolveRange(selection: DateRangeSelection, now: Date = clockDate()): DayRange | null {
  if (selection.preset !== 'custom') return presetRange(selection.preset, now);
  return rangeProblem(selection.from, selection.to) ? null : { from: selection.from, to: selection.to };
}

const CUSTOM_SEPARATOR = '..';

/** The URL form of a selection: the preset name, or `from..to` for a custom range. */
export function formatRangeParam(selection: DateRangeSelection): string {
  return selection.preset === 'custom' ? `${selection.from}${CUSTOM_SEPARATOR}${selection.to}` : selection.preset;
}

/** Reads a URL value back; anything that is not a preset or a valid range gives null. */
export function parseRangeParam(raw: string): DateRangeSelection | null {
  if ((DATE_PRESETS as readonly string[]).includes(raw)) return { preset: raw as DatePreset };
  const [from, to, ...rest] = raw.split(CUSTOM_SEPARATOR);
  if (rest.length > 0 || from === undefined || to === undefined) return null;
  return rangeProblem(from, to) ? null : { preset: 'custom', from, to };
}
