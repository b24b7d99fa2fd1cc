import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The TY glossary (locales/README.md): one term per concept. A TY string whose EN says the concept must not use a
 * term the glossary rejects for it.
 */
interface Row {
  concept: string;
  en: string[];
  ty: string[];
  rejected: string[];
}

type Tree = { [key: string]: string | Tree };

/** The back-quoted terms of a table cell. */
const terms = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim());

function readGlossary(markdown: string): Row[] {
  const section = markdown.split(/^## Glossary$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(Concept\s*\||-)/.test(line))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      if (cells.length !== 5) throw new Error(`A glossary row needs 5 cells: ${line}`);
      return { concept: cells[0]!.trim(), en: terms(cells[1]!), ty: terms(cells[2]!), rejected: terms(cells[3]!) };
    });
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
/** An EN form: a whole word or phrase, with an optional plural. */
const enForm = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu');
/** A TY term: a whole word or phrase. */
const tyTerm = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, 'iu');
/** What a reader sees of a value: placeholders and nesting are names, not words. */
const words = (value: string) => value.replace(/\{\{[^}]*\}\}/g, ' ').replace(/\$t\([^)]*\)/g, ' ');

/** Every `key: TY` that uses a rejected term for a concept its EN names. */
function glossaryViolations(rows: Row[], en: Record<string, string>, ty: Record<string, string>): string[] {
  const checks = rows.map((row) => ({ row, en: row.en.map(enForm), rejected: row.rejected.map((term) => [term, tyTerm(term)] as const) }));
  const found: string[] = [];
  for (const [key, tyValue] of Object.entries(ty)) {
    const enValue = en[key];
    if (enValue === undefined) continue;
    for (const check of checks) {
      if (!check.en.some((form) => form.test(enValue))) continue;
      for (const [term, pattern] of check.rejected) {
        if (pattern.test(words(tyValue))) found.push(`${key}: "${tyValue}" says "${term}" for ${check.row.concept} (use ${check.row.ty.map((t) => `"${t}"`).join(' / ')})`);
      }
    }
  }
  return found;
}

function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

/** A language's texts, without the internal QA toolbar's (devtools.json), which the glossary does not cover. */
function texts(language: string): Record<string, string> {
  const files = readdirSync(`locales/${language}`).filter((file) => file.endsWith('.json') && file !== 'devtools.json');
  return Object.assign({}, ...files.map((file) => flatten(JSON.parse(readFileSync(`locales/${language}/${file}`, 'utf8')) as Tree)));
}

const glossary = readGlossary(readFileSync('locales/README.md', 'utf8'));

describe('TY glossary (locales/README.md)', () => {
  it('is read from the README: rows with an EN form and a TY term, never rejecting their own TY term', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(30);
    for (const row of glossary) {
      expect(row.en.length, row.concept).toBeGreaterThan(0);
      expect(row.ty.length, row.concept).toBeGreaterThan(0);
      const own = row.ty.filter((term) => row.rejected.some((rejected) => tyTerm(rejected).test(term)));
      expect(own, row.concept).toEqual([]);
    }
  });

  it('finds a rejected term only where EN names the concept, as a whole word, and ignores placeholders', () => {
    const en = { a: 'Deposit now', b: 'Deposit {{amount}}', c: 'Remark', d: 'Latest notices', e: 'Team valid bets', f: 'Status: {{status}}' };
    const ty = { a: 'Mag-deposito ngayon', b: 'Magdeposito ng {{amount}}', c: 'Paalala', d: 'Mga paalala', e: 'Mga valid bet ng team', f: 'Katayuan: {{status}}' };
    expect(glossaryViolations(glossary, en, ty).map((line) => line.split(':')[0])).toEqual(['a', 'c', 'e']);
  });

  it('no TY string uses a term the glossary rejects for what its EN says', () => {
    expect(glossaryViolations(glossary, texts('en'), texts('ty'))).toEqual([]);
  });
});
