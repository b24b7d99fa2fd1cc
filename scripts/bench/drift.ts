/**
 * What production's drift reporter (src/lib/api/drift) costs: the initial load with and without it
 * (PUBLIC_DRIFT_SAMPLE_RATE=0 drops it), and the two lazy chunks it loads once the page is idle.
 */
import { DRIFT_INITIAL_COST_MAX, DRIFT_SCHEMAS_JS_MAX, LAZY_GROUP_JS_MAX, verdict } from './budgets';
import type { Section } from './context';
import { appSizes, measureInitial } from './sizes';
import { kb } from './stats';

export const driftSection: Section = {
  id: 'drift',
  title: 'Drift reporter cost (production)',
  async run(ctx) {
    const app = await appSizes(ctx);
    const without = measureInitial(await ctx.build('production-without-drift'));
    const cost = app.initial.js.gzip - without.js.gzip;
    const group = (name: string) => app.groups.find((candidate) => candidate.name === name);
    const reporter = group('drift-reporter');
    const schemas = group('drift-schemas');
    const lazyRow = (label: string, js: number | undefined, budget: number) => [label, js === undefined ? '—' : kb(js), kb(budget), js === undefined ? 'MISSING' : verdict(js, budget)];
    return {
      tables: [
        {
          title: 'Drift reporter: cost on the initial load of / and its lazy chunks (JS gz)',
          columns: ['', 'JS gz', 'budget', ''],
          rows: [
            ['initial JS of / with the reporter', kb(app.initial.js.gzip), '', ''],
            ['initial JS of / without it (PUBLIC_DRIFT_SAMPLE_RATE=0)', kb(without.js.gzip), '', ''],
            ['cost on the initial load', `${cost} B`, `${DRIFT_INITIAL_COST_MAX} B`, verdict(cost, DRIFT_INITIAL_COST_MAX)],
            lazyRow('drift-reporter (at idle)', reporter?.js.gzip, LAZY_GROUP_JS_MAX),
            lazyRow('drift-schemas (first sampled answer)', schemas?.js.gzip, DRIFT_SCHEMAS_JS_MAX),
          ],
          notes: [],
        },
      ],
      data: { initialCostBytes: cost, reporterJsGzip: reporter?.js.gzip ?? null, schemasJsGzip: schemas?.js.gzip ?? null },
    };
  },
};
