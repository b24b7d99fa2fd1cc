/** Whole percent of a bonus's turnover done: 100 once met (or when none is asked), never over. */
export function turnoverPercent(required: number, completed: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((completed / required) * 100));
}

export function turnoverMet(required: number, completed: number): boolean {
  return completed >= required;
}
