import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS } from '../../contracts/shared/constants';
import { isSitePageEntry, MEMBER_MENU, type MemberMenuEntry } from '@/features/centre/rules/memberMenu';
import { MEMBER_CENTRE_PAGES } from '../../src/lib/centrePages';
import { resources } from '../../src/lib/locales/all';

/** Pages reached from elsewhere than the menu (a transaction row opens its details). */
const OFF_MENU = ['transactionDetails'];

const all: MemberMenuEntry[] = MEMBER_MENU.flatMap((group) => group.entries);
const entries = all.flatMap((entry) => (isSitePageEntry(entry) ? [] : [entry]));

type Tree = { [key: string]: string | Tree };
const text = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('the member centre menu (SPEC §2 pages)', () => {
  it('lists every page of the page table once, but the off-menu ones', () => {
    const listed = entries.map((entry) => entry.page);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed, ...OFF_MENU].sort()).toEqual([...MEMBER_CENTRE_PAGES].sort());
  });

  it('puts the SPEC §2 badges on missions, messages and rewards, the rewards count on the reward centre where they are claimed', () => {
    const badged = Object.fromEntries(entries.filter((entry) => entry.badge).map((entry) => [entry.page, entry.badge]));
    expect(badged).toEqual({ missionLeaderboard: 'missions', messageV2: 'messages', rewardCenter: 'rewards' });
  });

  it('leads to the points mall from the rewards group (SPEC §2 Points mall)', () => {
    const rewards = MEMBER_MENU.find((group) => group.group === 'rewards')!;
    expect(rewards.entries.filter(isSitePageEntry).map((entry) => entry.site)).toEqual(['pointMall']);
  });

  it('has a title and a lead for every page, group and badge label it builds keys for, in EN and TY', () => {
    const keys = [
      ...MEMBER_CENTRE_PAGES.flatMap((page) => [`memberCentre.pages.${page}.title`, `memberCentre.pages.${page}.lead`]),
      ...MEMBER_MENU.map((group) => `memberCentre.groups.${group.group}`),
      ...entries.flatMap((entry) => (entry.badge ? [`memberCentre.badges.${entry.badge}`] : [])),
      ...LEDGER_KINDS.map((kind) => `transactions.kinds.${kind}`),
    ];
    for (const language of ['EN', 'TY'] as const) {
      const tree = resources[language].translation as unknown as Tree;
      const missing = keys.filter((key) => typeof text(tree, key) !== 'string' || text(tree, key) === '');
      expect(missing, language).toEqual([]);
    }
  });
});
