import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/lib/locales/all';
import { GAME_TYPES } from '../../contracts/shared/constants';
import { CLOCK_EVENT_KINDS } from '../../mocks/clock-events';
import { CLOCKS, SYSTEM_STATUSES, LATENCIES } from '../../mocks/engine/scenario';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(tsx?)$/.test(name) ? [path] : [];
  });
}

const en = resources.EN.translation as unknown as Tree;
const ty = resources.TY.translation as unknown as Tree;
const enKeys = new Set(keys(en));
const tyKeys = new Set(keys(ty));
/** i18next resolves `x` through `x_one` / `x_other`. */
const has = (set: Set<string>, key: string) => set.has(key) || set.has(`${key}_other`);

/** Keys the code builds from data, enumerated here from the same data. */
const DYNAMIC_KEYS = [
  ...['HOME', 'PROMO', ...GAME_TYPES].map((type) => `nav.${type}`),
  ...SYSTEM_STATUSES.map((status) => `devtools.statuses.${status}`),
  ...LATENCIES.map((latency) => `devtools.latencies.${latency}`),
  ...CLOCKS.flatMap((clock) => [`devtools.clocks.${clock}`, `devtools.clockPanel.pace.${clock}`]),
  ...CLOCK_EVENT_KINDS.map((kind) => `devtools.clockEvents.${kind}`),
  ...[5, 60, 1440, 10080].map((minutes) => `devtools.clockPanel.quick.${minutes}`),
  ...['deposit', 'withdraw', 'records', 'referral', 'rewardCenter'].map((key) => `side.${key}`),
  ...['about', 'terms', 'privacy', 'faq', 'licences'].map((key) => `footer.links.${key}`),
  ...['home', 'lobby', 'legal', 'member', 'live', 'fish', 'rng', 'pvp', 'cockfight', 'sports', 'esports', 'lott', 'elott', 'favorite', 'recent', 'promotions', 'pointMall', 'seamless', 'lottery', 'seaLottery', 'vnLottery', 'agent', 'agentHome', 'notFound'].map((page) => `pages.${page}`),
];

/** Each area file owns its top-level keys: no two files of a language define the same one. */
function topLevelKeys(language: string): string[] {
  return readdirSync(`locales/${language}`).flatMap((file) => Object.keys(JSON.parse(readFileSync(`locales/${language}/${file}`, 'utf8'))));
}

describe('locales', () => {
  it('no two area files define the same top-level key', () => {
    for (const language of ['en', 'ty']) {
      const all = topLevelKeys(language);
      expect(all.filter((key, index) => all.indexOf(key) !== index), language).toEqual([]);
    }
  });

  it('EN and TY hold the same keys', () => {
    expect([...enKeys].filter((key) => !tyKeys.has(key))).toEqual([]);
    expect([...tyKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('TY is translated, not copied (beyond names and codes)', () => {
    const same = [...enKeys].filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], en);
      const other = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], ty);
      return value === other && String(value).split(' ').length > 2;
    });
    expect(same).toEqual([]);
  });

  it('every key the code uses exists in both languages', () => {
    const used = new Set<string>(DYNAMIC_KEYS);
    for (const file of files('src')) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/'(errors\.[\w.]+)'/g)) used.add(match[1]!);
    }
    const missing = [...used].filter((key) => !has(enKeys, key) || !has(tyKeys, key));
    expect(missing).toEqual([]);
  });
});
