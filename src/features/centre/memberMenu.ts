import type { IconName } from '../../components';
import type { MemberCentrePage } from '../../lib/centrePages';
import type { CentreBadgeCounts } from './api';

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

/**
 * The member centre menu: every SPEC §2 page but transactionDetails, which
 * opens from a transaction row rather than from the menu.
 */
export const MEMBER_MENU: ReadonlyArray<CentreMenuGroup<MemberCentrePage>> = [
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
      { page: 'rewards', icon: 'crown', badge: 'rewards' },
      { page: 'rewardCenter', icon: 'gift' },
      { page: 'missionLeaderboard', icon: 'trophy', badge: 'missions' },
      { page: 'manualRebate', icon: 'refresh' },
      { page: 'promotions', icon: 'star' },
      { page: 'redEnvelope', icon: 'ticket' },
    ],
  },
];
