import { readFileSync, readdirSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

/**
 * Counts go through i18next's plural rules: a text that puts a number before a countable noun is a `_one`/`_other`
 * pair, so 1 reads "1 agent" and not "1 agents". EN is checked by its words; TY has the same keys
 * (tests/unit/locales.test.ts), so every pair found here is a pair there too.
 */
type Tree = { [key: string]: string | Tree };

function leaves(language: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: Tree, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const at = path ? `${path}.${key}` : key;
      if (typeof value === 'string') found.set(at, value);
      else walk(value, at);
    }
  };
  for (const file of readdirSync(`locales/${language}`)) walk(JSON.parse(readFileSync(`locales/${language}/${file}`, 'utf8')) as Tree, '');
  return found;
}

/** English nouns the app counts, in their plural form. */
const COUNTED = [
  'agents', 'players', 'members', 'transactions', 'contracts', 'periods', 'seconds', 'minutes', 'hours', 'days', 'accounts',
  'tries', 'rewards', 'messages', 'promotions', 'points', 'pts', 'withdrawals', 'conditions', 'redeems', 'records', 'games',
  'providers', 'images', 'numbers', 'symbols', 'answers', 'rows', 'items', 'envelopes',
].join('|');
/** A placeholder, then up to two words ("more", "active", "mission"), then a counted noun. */
const COUNT_BEFORE_NOUN = new RegExp(`(^|.{0,3})\\{\\{\\s*(\\w+)\\s*\\}\\}\\s+(?:[a-z]+\\s+){0,2}?(${COUNTED})\\b`, 'g');

/** Placeholders that hold money, a name or a date, never a count. */
const NOT_COUNTS = new Set(['amount', 'money', 'validBet', 'balance', 'symbol', 'until', 'category', 'vendor', 'name', 'title']);

/**
 * Texts whose number is never 1, each with its reason. A range ("6 - 16 characters") is plural at both ends.
 * Validation limits are lengths of 6 and more; the feedback form's limits and the demo games' picks are fixed.
 */
const NEVER_ONE: Record<string, string> = {
  'content.feedback.imagesHint': 'the feedback form takes up to 3 images (MAX_IMAGES)',
  'content.feedback.tooManyImages': 'the feedback form takes up to 3 images (MAX_IMAGES)',
  'demoGame.lottery.instructions': 'the demo lotto draws 6 numbers',
  'demoGame.lottery.payNote': 'the demo lotto draws 6 numbers',
};

function countTexts(texts: Map<string, string>): string[] {
  const offenders: string[] = [];
  for (const [key, text] of texts) {
    if (/_(zero|one|two|few|many|other)$/.test(key) || key in NEVER_ONE) continue;
    for (const match of text.matchAll(COUNT_BEFORE_NOUN)) {
      const [, before, name] = match;
      // "{{min}} - {{max}} characters", "between {{0}} and {{1}} words": a range, plural whatever its ends.
      if (/-\s?$|and\s$/.test(before ?? '') || /^\d+$/.test(name!)) continue;
      if (NOT_COUNTS.has(name!)) continue;
      offenders.push(`${key}: ${text}`);
    }
  }
  return offenders;
}

describe('plural rules for counts', () => {
  const en = leaves('en');

  it('puts every count before a noun through a _one/_other pair (EN)', () => {
    expect(countTexts(en)).toEqual([]);
  });

  it('finds a count the old way (the check itself)', () => {
    expect(countTexts(new Map([['agentTeam.overview.teamSplit', 'Direct: {{agents}} agents · {{players}} players']]))).toHaveLength(2);
    expect(countTexts(new Map([['x', 'Please enter {{min}} - {{max}} characters']]))).toEqual([]);
  });

  it.each(['en', 'ty'])('has both forms of every plural in %s', (language) => {
    const texts = leaves(language);
    const stems = [...texts.keys()].filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_(one|other)$/, ''));
    for (const stem of new Set(stems)) {
      expect(texts.has(`${stem}_one`) && texts.has(`${stem}_other`), stem).toBe(true);
    }
  });

  async function english() {
    const i18n = i18next.createInstance();
    const translation = Object.fromEntries(
      readdirSync('locales/en').flatMap((file) => Object.entries(JSON.parse(readFileSync(`locales/en/${file}`, 'utf8')) as Tree)),
    );
    await i18n.init({ lng: 'EN', resources: { EN: { translation } }, interpolation: { escapeValue: false } });
    return i18n;
  }

  it('reads "1 agent" and "2 agents" on the agent overview (EN), through i18next as the app calls it', async () => {
    const i18n = await english();
    const split = (agents: number, players: number) =>
      i18n.t('agentTeam.overview.teamSplit', {
        agents: i18n.t('agentTeam.overview.directAgents', { count: agents }),
        players: i18n.t('agentTeam.overview.directPlayers', { count: players }),
      });
    expect(split(1, 7)).toBe('Direct: 1 agent · 7 players');
    expect(split(2, 1)).toBe('Direct: 2 agents · 1 player');
  });

  it('pluralises a count that comes inside a refusal (the minutes of a session limit), through a nested plural', async () => {
    const i18n = await english();
    expect(i18n.t('rgErrors.sessionLimit', { minutes: 1 })).toBe('You have reached your session limit of 1 minute. Please take a break.');
    expect(i18n.t('rgErrors.sessionLimit', { minutes: 90 })).toBe('You have reached your session limit of 90 minutes. Please take a break.');
  });
});
