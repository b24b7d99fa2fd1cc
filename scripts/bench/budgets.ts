/**
 * Size budgets of the production build (gzip -9, JS). Shown as a column with
 * OK / OVER beside each figure so a change that grows a load is visible in
 * the table; never a failing test (issue 11 §4).
 */

/** Issue 11's target: the initial JS of / at most this multiple of the floor's. */
export const INITIAL_TO_FLOOR_MAX = 1.5;
/** Home's route group may add this much JS on top of the initial load. */
export const HOME_GROUP_JS_MAX = 12 * 1024;
/** The initial CSS of /. */
export const INITIAL_CSS_MAX = 12 * 1024;
/** Any other lazy chunk group (a route group, a modal, a centre). */
export const LAZY_GROUP_JS_MAX = 40 * 1024;
/**
 * The drift reporter's schemas (zod and every response schema): loaded once the page is idle and only
 * when an answer is sampled, never on a visitor's way; the reporter itself costs the initial load < 1 kB.
 */
export const DRIFT_SCHEMAS_JS_MAX = 48 * 1024;
export const DRIFT_INITIAL_COST_MAX = 1024;
/** One language's texts (a locale-XX file). */
export const LOCALE_JS_MAX = 15 * 1024;

/**
 * The figures before issue 11 §4 (commit 379ab35, measured with this bench,
 * `--only sizes,floor`, 2026-11-24): what the ratio is compared against.
 */
export const BEFORE = {
  commit: '379ab35',
  initialJsGzip: 255.5 * 1024,
  initialPlusHomeJsGzip: 257.0 * 1024,
  floorJsGzip: 96.8 * 1024,
} as const;

export function groupBudget(name: string): number {
  if (name === 'Home') return HOME_GROUP_JS_MAX;
  if (name.startsWith('locale-')) return LOCALE_JS_MAX;
  if (name === 'drift-schemas') return DRIFT_SCHEMAS_JS_MAX;
  return LAZY_GROUP_JS_MAX;
}

export const verdict = (value: number, budget: number) => (value <= budget ? 'OK' : 'OVER');
