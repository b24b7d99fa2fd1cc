/**
 * The floor: react + react-dom + react-router rendering one route
 * (scripts/bench/floor/), built in the same run to dist-floor/, and the ratio
 * of the app's initial load to it.
 */
import { BEFORE, INITIAL_CSS_MAX, INITIAL_TO_FLOOR_MAX, HOME_GROUP_JS_MAX, verdict } from './budgets';
import type { Section } from './context';
import { appSizes, measureInitial, totals } from './sizes';
import { kb, round } from './stats';

export const floorSection: Section = {
  id: 'floor',
  title: 'Floor app and ratio',
  async run(ctx) {
    const floor = measureInitial(await ctx.build('floor'));
    const app = await appSizes(ctx);
    const ratio = {
      initial: round(app.initial.gzip / floor.gzip),
      initialJs: round(app.initial.js.gzip / floor.js.gzip),
      initialPlusHome: app.initialPlusHome ? round(app.initialPlusHome.gzip / floor.gzip) : null,
      firstPaintJs: app.firstPaint ? round(app.firstPaint.js.gzip / floor.js.gzip) : null,
    };
    const row = (label: string, t: ReturnType<typeof totals>) => [label, kb(t.js.gzip), kb(t.css.gzip), kb(t.gzip), kb(t.raw)];
    const jsBudget = floor.js.gzip * INITIAL_TO_FLOOR_MAX;
    const times = (value: number) => `${(value / floor.js.gzip).toFixed(2)}×`;
    const budgetRow = (label: string, value: number | null, budget: number, before: number | null) =>
      value === null
        ? [label, '—', kb(budget), '—', '', before === null ? '' : kb(before)]
        : [label, kb(value), kb(budget), times(value), verdict(value, budget), before === null ? '' : `${kb(before)} (${(before / BEFORE.floorJsGzip).toFixed(2)}×)`];
    const budgetTable = {
      title: `Budget of the initial load (JS gz; target ≤ ${INITIAL_TO_FLOOR_MAX.toFixed(1)}× the floor's JS; never a failing test)`,
      columns: ['', 'now', 'budget', '× floor JS', '', `before (${BEFORE.commit})`],
      rows: [
        budgetRow('initial JS of /', app.initial.js.gzip, jsBudget, BEFORE.initialJsGzip),
        budgetRow('initial + Home JS', app.initialPlusHome?.js.gzip ?? null, jsBudget + HOME_GROUP_JS_MAX, BEFORE.initialPlusHomeJsGzip),
        [...budgetRow('initial CSS of /', app.initial.css.gzip, INITIAL_CSS_MAX, null).slice(0, 3), '', verdict(app.initial.css.gzip, INITIAL_CSS_MAX), ''],
      ],
      notes: [`floor JS ${kb(floor.js.gzip)} (before: ${kb(BEFORE.floorJsGzip)}); ${INITIAL_TO_FLOOR_MAX}× = ${kb(jsBudget)}`],
    };
    return {
      tables: [
        {
          title: 'Floor app (react + react-dom + react-router, one route; dist-floor/) vs app, initial load, gzip -9',
          columns: ['', 'JS gz', 'CSS gz', 'JS+CSS gz', 'raw'],
          rows: [
            ...floor.files.map((f) => row(`  ${f.file}`, totals([f]))),
            row('floor initial total', floor),
            row('app initial total', app.initial),
          ],
          notes: [
            `ratio app initial / floor initial (JS+CSS gz): ${ratio.initial.toFixed(2)}×`,
            `ratio app initial / floor initial (JS gz only): ${ratio.initialJs.toFixed(2)}×`,
            ...(ratio.initialPlusHome === null ? [] : [`ratio (app initial + Home route group) / floor initial: ${ratio.initialPlusHome.toFixed(2)}×`]),
            // The honest companion of the initial figure: what / waits for before its first paint, lazy parts included.
            ...(ratio.firstPaintJs === null ? [] : [`ratio (first paint of /: initial + Home + EN screen texts, JS gz) / floor JS: ${ratio.firstPaintJs.toFixed(2)}×`]),
          ],
        },
        budgetTable,
      ],
      data: { floor, ratio, budget: { initialJs: jsBudget, initialJsOk: app.initial.js.gzip <= jsBudget } },
    };
  },
};
