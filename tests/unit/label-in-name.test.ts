import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.5.3 Label in Name, per language: where a control shows one string and is named by another, the name
 * must contain what is shown. The e2e axe check sees the EN screens only; this holds TY to the same rule.
 */
type Tree = { [key: string]: string | Tree };

function locale(language: string): Tree {
  return Object.assign({}, ...readdirSync(`locales/${language}`).map((file) => JSON.parse(readFileSync(`locales/${language}/${file}`, 'utf8')) as Tree));
}

function text(tree: Tree, key: string, name = 'Dragon Tiger'): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`No string at ${key}`);
  return value.replace('{{name}}', name);
}

/** As axe compares them: lower case, punctuation and extra spaces dropped. */
const curated = (value: string) => value.toLowerCase().replace(/[\p{P}\p{S}]/gu, ' ').replace(/\s+/g, ' ').trim();

/** [shown on the control, the control's accessible name]. */
const SHOWN_AND_NAMED = [
  ['lobby.tile.play', 'lobby.tile.playGame'],
  ['lobby.tile.trial', 'lobby.tile.trialGame'],
  ['lobby.tile.start', 'lobby.tile.startGame'],
  ['centres.in_immediate_game', 'centres.startVendor'],
  ['account.security.change', 'account.security.changeLoginPassword'],
  ['account.payment.open.change', 'account.payment.open.changeNamed'],
] as const;

/** Vendor tiles show the vendor's name then its game count, and their names append the count: the name must end the label. */
const VENDOR_ACTIONS = ['centres.launch', 'centres.open', 'navDrop.launch', 'navDrop.open'] as const;

describe.each(['en', 'ty'])('label in name (%s)', (language) => {
  const tree = locale(language);

  it.each(SHOWN_AND_NAMED)('the name of %s contains its text', (shown, named) => {
    expect(curated(text(tree, named))).toContain(curated(text(tree, shown)));
  });

  it.each(VENDOR_ACTIONS)('%s ends with the vendor name', (key) => {
    expect(text(tree, key).endsWith('Dragon Tiger')).toBe(true);
  });
});
