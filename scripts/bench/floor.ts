/**
 * The floor: react + react-dom + react-router rendering one route
 * (scripts/bench/floor/), built in the same run to dist-floor/, and the ratio
 * of the app's initial load to it.
 */
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
    };
    const row = (label: string, t: ReturnType<typeof totals>) => [label, kb(t.js.gzip), kb(t.css.gzip), kb(t.gzip), kb(t.raw)];
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
          ],
        },
      ],
      data: { floor, ratio },
    };
  },
};
