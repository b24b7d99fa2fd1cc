/** Geometry of the personal-profit bar chart: pure, so the drawing is tested without a browser. */

export interface ChartDay {
  date: string;
  value: number;
}

export interface ChartBar extends ChartDay {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  bars: ChartBar[];
  /** y of the zero line. */
  zeroY: number;
  /** Axis values with their y, top to bottom. */
  ticks: Array<{ value: number; y: number }>;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept for the axis labels on the left and the dates below. */
  left: number;
  bottom: number;
  top: number;
}

const DAY_MS = 86_400_000;
/** Past this many days a bar per calendar day gets too thin: only days with activity are drawn. */
export const MAX_FILLED_DAYS = 93;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** Every day from `from` to `to` with its value (0 without activity); a long range keeps the active days only. */
export function fillDays(from: string, to: string, days: readonly ChartDay[]): ChartDay[] {
  const count = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
  if (!(count > 0) || count > MAX_FILLED_DAYS) return [...days].sort((a, b) => a.date.localeCompare(b.date));
  const byDate = new Map(days.map((day) => [day.date, day.value]));
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(dayMs(from) + index * DAY_MS).toISOString().slice(0, 10);
    return { date, value: byDate.get(date) ?? 0 };
  });
}

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (0 stays 0). */
export function niceCeil(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value - 1e-9) ?? 10;
  return step * power;
}

/** Bars from a zero line: profit up, loss down, scaled to the larger side rounded to a nice number. */
export function layoutChart(days: readonly ChartDay[], box: ChartBox): ChartLayout {
  const top = niceCeil(Math.max(0, ...days.map((day) => day.value)));
  const bottom = -niceCeil(Math.max(0, ...days.map((day) => -day.value)));
  const span = top - bottom || 1;
  const plotHeight = box.height - box.top - box.bottom;
  const yOf = (value: number) => box.top + ((top - value) / span) * plotHeight;
  const zeroY = yOf(0);
  const slot = (box.width - box.left) / Math.max(days.length, 1);
  const width = Math.max(2, slot * 0.64);
  const bars = days.map((day, index) => {
    const y = yOf(Math.max(day.value, 0));
    const height = Math.abs(yOf(day.value) - zeroY);
    return { ...day, x: box.left + index * slot + (slot - width) / 2, y, width, height };
  });
  const values = [...new Set([top, top / 2, 0, bottom / 2, bottom].filter((value) => value <= top && value >= bottom))];
  const ticks = (top === 0 && bottom === 0 ? [0] : values).map((value) => ({ value, y: yOf(value) }));
  return { bars, zeroY, ticks };
}

/** Which dates get a label under the axis: about `labels` of them, evenly spaced, always the last. */
export function labelledIndexes(count: number, labels = 7): Set<number> {
  if (count <= labels) return new Set(Array.from({ length: count }, (_, index) => index));
  const step = Math.ceil(count / labels);
  const chosen = new Set<number>();
  for (let index = count - 1; index >= 0; index -= step) chosen.add(index);
  return chosen;
}
