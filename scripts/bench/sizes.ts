/**
 * Bundle sizes of the production build: the initial load of / (what
 * dist/index.html references) and every lazy chunk, named by the route
 * groups' webpackChunkName through rspack's stats.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildOutput } from './build';
import { listStatic } from './files';
import { groupBudget, LAZY_GROUP_JS_MAX, verdict } from './budgets';
import { localeMarkers, type LocaleMarker } from './locales';
import { centrePageCosts, centreViolations, type CentrePageCost } from './centres';
import type { BenchContext, Section } from './context';
import { kb } from './stats';
import type { Table } from './table';

export interface FileSize {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

export interface Totals {
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
  /** JS + CSS. */
  raw: number;
  gzip: number;
}

export interface LoadSizes extends Totals {
  files: FileSize[];
}

export function measureFile(dir: string, file: string): FileSize {
  const content = readFileSync(join(dir, file));
  return { file, kind: file.endsWith('.css') ? 'css' : 'js', raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

export function totals(files: readonly FileSize[]): Totals {
  const sum = (kind: 'js' | 'css', key: 'raw' | 'gzip') => files.filter((f) => f.kind === kind).reduce((acc, f) => acc + f[key], 0);
  const js = { raw: sum('js', 'raw'), gzip: sum('js', 'gzip') };
  const css = { raw: sum('css', 'raw'), gzip: sum('css', 'gzip') };
  return { js, css, raw: js.raw + css.raw, gzip: js.gzip + css.gzip };
}

/** The JS and CSS files dist/index.html loads: <script src> and <link rel="stylesheet|modulepreload|preload" href>. */
export function initialFiles(output: BuildOutput): string[] {
  const html = readFileSync(join(output.dir, 'index.html'), 'utf8');
  const urls: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.push(match[1] ?? '');
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="(stylesheet|modulepreload|preload)"/.test(tag)) urls.push(href);
  }
  return urls
    .filter((url) => !/^(https?:)?\/\//.test(url))
    .map((url) => url.split(/[?#]/)[0] ?? url)
    .map((url) => (url.startsWith(output.base) ? url.slice(output.base.length) : url.replace(/^\//, '')))
    .filter((file) => /\.(js|css)$/.test(file));
}

export function measureInitial(output: BuildOutput): LoadSizes {
  const files = initialFiles(output).map((file) => measureFile(output.dir, file));
  return { files, ...totals(files) };
}

export interface LazyGroup extends Totals {
  name: string;
  /** Files of the group not already in the initial load. */
  files: FileSize[];
}

export interface AppSizes {
  initial: LoadSizes;
  /** Route groups (webpackChunkName) and any other named async group. */
  groups: LazyGroup[];
  /** Lazy files that belong to no named group (shared async chunks). */
  otherLazy: FileSize[];
  /** What painting home needs: the initial load plus the Home group. */
  initialPlusHome: Totals | null;
  /**
   * Everything the first paint of / waits for: the initial load, the Home route group and the EN texts of
   * routed screens' site group (locale-EN-site), which the route loader fetches beside Home.
   */
  firstPaint: Totals | null;
  /** Stats' entry group differs from what index.html loads (should not happen). */
  entryMismatch: boolean;
  /** Where each language's and area's texts ended up. */
  locales: LocaleMarker[];
  /** Each centre page's cost beyond the initial load (scripts/bench/centres.ts). */
  centres: CentrePageCost[];
  /** A centre page's own code over its budget, or agent-centre code in a player's page group. */
  centreViolations: string[];
}

export function appSizes(ctx: BenchContext): Promise<AppSizes> {
  return ctx.once('sizes:production', async () => {
    const output = await ctx.build('production');
    const initial = measureInitial(output);
    const initialSet = new Set(initial.files.map((f) => f.file));
    const entry = output.groups.find((group) => group.name === 'index');
    const entryMismatch = !entry || entry.files.length !== initialSet.size || entry.files.some((file) => !initialSet.has(file));
    const grouped = new Set<string>();
    const groups = output.groups
      .filter((group) => group !== entry)
      .map((group) => {
        const files = group.files.filter((file) => !initialSet.has(file)).map((file) => measureFile(output.dir, file));
        for (const file of files) grouped.add(file.file);
        return { name: group.name, files, ...totals(files) };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    const otherLazy = listStatic(output.dir)
      .filter((file) => !initialSet.has(file) && !grouped.has(file))
      .map((file) => measureFile(output.dir, file));
    const jsGzip = (file: string) => measureFile(output.dir, file).gzip;
    const centres = centrePageCosts(output.groups, initialSet, jsGzip);
    const home = groups.find((group) => group.name === 'Home');
    const screenTexts = groups.find((group) => group.name === 'locale-EN-site');
    return {
      initial,
      groups,
      otherLazy,
      initialPlusHome: home ? totals([...initial.files, ...home.files]) : null,
      firstPaint: home && screenTexts ? totals(uniqueFiles([...initial.files, ...home.files, ...screenTexts.files])) : null,
      entryMismatch,
      locales: localeMarkers(ctx.root, output.dir),
      centres,
      centreViolations: centreViolations(output.groups, centres, initialSet, (file) => readFileSync(join(output.dir, file), 'utf8')),
    };
  });
}

const uniqueFiles = (files: FileSize[]) => [...new Map(files.map((f) => [f.file, f])).values()];
const sizeRow = (label: string, t: Totals) => [label, kb(t.js.gzip), kb(t.css.gzip), kb(t.gzip), kb(t.raw)];
const COLUMNS = ['', 'JS gz', 'CSS gz', 'JS+CSS gz', 'raw'];

export const sizesSection: Section = {
  id: 'sizes',
  title: 'Bundle sizes (production build)',
  async run(ctx) {
    const sizes = await appSizes(ctx);
    const initialTable: Table = {
      title: 'Initial load of / (production build, files in dist/index.html; gzip -9)',
      columns: COLUMNS,
      rows: [
        ...sizes.initial.files.map((f) => sizeRow(`  ${f.file}`, totals([f]))),
        sizeRow('initial total', sizes.initial),
        ...(sizes.initialPlusHome ? [sizeRow('initial + Home route group', sizes.initialPlusHome)] : []),
        ...(sizes.firstPaint ? [sizeRow('first paint of / (+ EN screen texts)', sizes.firstPaint)] : []),
      ],
      notes: sizes.entryMismatch ? ['! rspack stats’ entry group differs from what index.html loads'] : [],
    };
    const budgetCells = (js: number, budget: number) => [kb(budget), verdict(js, budget)];
    const lazyTable: Table = {
      title: 'Lazy chunks (production build; named by webpackChunkName; budget: JS gz, scripts/bench/budgets.ts)',
      columns: [...COLUMNS, 'JS budget', '', 'files (under static/)'],
      align: ['left', 'right', 'right', 'right', 'right', 'right', 'left', 'left'],
      rows: [
        ...sizes.groups.map((group) => [
          ...sizeRow(group.name, group),
          ...budgetCells(group.js.gzip, groupBudget(group.name)),
          group.files.map((f) => f.file.replace(/^static\//, '')).join(' '),
        ]),
        ...sizes.otherLazy.map((f) => [...sizeRow(`(unnamed) ${f.file}`, totals([f])), ...budgetCells(f.gzip, groupBudget('')), '']),
        [...sizeRow('all lazy (each file once)', totals(uniqueFiles([...sizes.groups.flatMap((g) => g.files), ...sizes.otherLazy]))), '', '', ''],
      ],
    };
    return { tables: [initialTable, lazyTable, centresTable(sizes), localesTable(sizes)], data: sizes };
  },
};

/** Each centre page: its own code against the lazy budget, and what a first visit (shell + page) costs. */
function centresTable(sizes: AppSizes): Table {
  return {
    title: `Centre pages (JS gz beyond the initial load; budget ${kb(LAZY_GROUP_JS_MAX)} for a page's own code; scripts/bench/centres.ts)`,
    columns: ['page (chunk group)', 'shell', 'shell JS', 'page alone', '', 'shared with other pages', 'shell + page'],
    align: ['left', 'left', 'right', 'right', 'left', 'right', 'right'],
    rows: sizes.centres.map((cost) => [
      cost.group, cost.shell, kb(cost.shellJs), kb(cost.ownJs), verdict(cost.ownJs, LAZY_GROUP_JS_MAX), kb(cost.sharedJs), kb(cost.firstVisitJs),
    ]),
    notes: [
      'page alone: files only this page loads; shared: files beyond its shell that other centre pages load too (forms, tables, zod), fetched once for all of them',
      ...(sizes.centreViolations.length ? sizes.centreViolations.map((violation) => `! ${violation}`) : ['no page over its budget; no agent-centre code in a player\'s page groups']),
    ],
  };
}

/** Each language and area: is its text in the initial load of /, in a lazy file, or nowhere? */
function localesTable(sizes: AppSizes): Table {
  const initial = new Set(sizes.initial.files.map((f) => f.file));
  const where = (marker: LocaleMarker) => {
    if (!marker.text) return 'no marker (no text unique to this language)';
    if (!marker.files.length) return 'not built';
    const inInitial = marker.files.filter((file) => initial.has(file));
    return inInitial.length ? `INITIAL ${inInitial.join(' ')}` : `lazy ${marker.files.join(' ')}`;
  };
  const languages = [...new Set(sizes.locales.map((marker) => marker.language))];
  const summary = languages.map((language) => {
    const markers = sizes.locales.filter((marker) => marker.language === language && marker.text);
    const inInitial = markers.filter((marker) => marker.files.some((file) => initial.has(file))).length;
    return `${language.toUpperCase()}: ${inInitial} of ${markers.length} areas in the initial load of /`;
  });
  const others = languages.filter((language) => language !== 'en');
  const enOnly = sizes.locales.filter((m) => others.includes(m.language) && m.files.some((file) => initial.has(file))).length === 0;
  return {
    title: 'Locales in the initial load of / (marker: each area file’s longest text unique to its language)',
    columns: ['language / area', 'found in', 'marker'],
    align: ['left', 'left', 'left'],
    rows: sizes.locales.map((marker) => [`${marker.language}/${marker.area}`, where(marker), marker.text.length > 40 ? `${marker.text.slice(0, 37)}…` : marker.text]),
    notes: [...summary, `EN-only locales in the initial load of /: ${enOnly ? 'yes' : 'NO'}`],
  };
}
