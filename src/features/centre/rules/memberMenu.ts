import type { IconName } from '@/components';
import type { MemberCentrePage } from '@/lib/centrePages';
import type { PageKey } from '@/lib/pages';
import type { CentreBadgeCounts } from './badges';

export interface CentreMenuEntry<Page extends string> {
  page: Page;
  icon: IconName;
  /** Which count of the centre shows as this entry's badge. */
  badge?: keyof CentreBadgeCounts;
}

export interface CentreMenuGroup<Page extends string> {
  /** i18n key of the group heading. */
  group: string;
  entries: ReadonlyArray<CentreMenuEntry<Page>>;
}

/** A page of the site outside the centre that the centre's menu also leads to (the points mall). */
export interface SitePageEntry {
  site: PageKey;
  icon: IconName;
}

export type MemberMenuEntry = CentreMenuEntry<MemberCentrePage> | SitePageEntry;

export function isSitePageEntry(entry: MemberMenuEntry): entry is SitePageEntry {
  return 'site' in entry;
}

/**
 * The member centre menu: every SPEC §2 page but transactionDetails, which
 * opens from a transaction row rather than from the menu, and the points mall
 * (SPEC §2 Points mall), a page of its own that members reach from here too.
 * The rewards badge counts reward-centre items waiting to be claimed, so it
 * sits on the reward centre, where they are claimed (the header menu does the same).
 */
export const MEMBER_MENU: ReadonlyArray<{ group: string; entries: readonly MemberMenuEntry[] }> = [
  {
    group: 'account',
    entries: [
      { page: 'securityCenter', icon: 'shield' },
      { page: 'messageV2', icon: 'mail', badge: 'messages' },
      { page: 'referral', icon: 'referral' },
      { page: 'responsibleGaming', icon: 'shield' },
    ],
  },
  {
    group: 'wallet',
    entries: [
      { page: 'transferFund', icon: 'wallet' },
      { page: 'depositv2', icon: 'bank' },
      { page: 'withdraw', icon: 'briefcase' },
      { page: 'transferUpline', icon: 'user' },
    ],
  },
  {
    group: 'records',
    entries: [
      { page: 'personalHistoryCopy', icon: 'ticket' },
      { page: 'transactionHistory', icon: 'records' },
      { page: 'personalProfit', icon: 'star' },
      { page: 'bonusDetails', icon: 'gift' },
    ],
  },
  {
    group: 'rewards',
    entries: [
      { page: 'rewardCenter', icon: 'gift', badge: 'rewards' },
      { page: 'rewards', icon: 'crown' },
      { page: 'missionLeaderboard', icon: 'trophy', badge: 'missions' },
      { page: 'manualRebate', icon: 'refresh' },
      { page: 'promotions', icon: 'star' },
      { page: 'redEnvelope', icon: 'ticket' },
      { site: 'pointMall', icon: 'bag' },
    ],
  },
];
