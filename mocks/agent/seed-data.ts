import type { AgentAnnouncement } from '../../contracts/agent';
import type { CONTRACT_PERIODS, CONTRACT_STATUSES, CONTRACT_TYPES } from '../../contracts/shared/constants';
import { PLATFORM_UPLINE } from './team';

type ContractType = (typeof CONTRACT_TYPES)[number];
type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export interface SeedContract {
  upline: string;
  account: string;
  contractType: ContractType;
  rate: number;
  period: ContractPeriod;
  periodValidBet: number;
  periodProfitLoss: number;
  activeMembers: number;
  betAmountPerDay?: number;
  betAmountPerHour?: number;
  status: ContractStatus;
  /** The upline asked to end this ACTIVE contract (a termination request, K0 status V). */
  terminationRequested?: boolean;
  /** Days before the reference date: created, last changed. */
  created: number;
  updated: number;
}

/**
 * The contract tree README documents. Rates are percentages, and every rate
 * is within its upline's own rate of the type (the ceiling,
 * mocks/agent/contract-rules.ts). Top-level
 * agents work under a platform contract; agent_daily works under agent_div
 * and has two pending offers from it, one of which (DAILY_SALARY at 0.9%)
 * is below agent_daily_dl01's 1.0%: accepting it auto-terminates that one.
 * agent_div has asked agent_div_dl01 to end its dividend contract: a
 * termination request waits for agent_div_dl01's answer.
 */
export const SEED_CONTRACTS: readonly SeedContract[] = [
  // The platform's contracts with the top-level agents.
  { upline: PLATFORM_UPLINE, account: 'agent_div', contractType: 'DIVIDEND', rate: 30, period: 'WEEKLY', periodValidBet: 20_000, periodProfitLoss: -500, activeMembers: 5, status: 'ACTIVE', created: 380, updated: 380 },
  { upline: PLATFORM_UPLINE, account: 'agent_hourly', contractType: 'HOURLY_SALARY', rate: 1, period: 'DAILY', periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, betAmountPerHour: 100, status: 'ACTIVE', created: 320, updated: 320 },
  { upline: PLATFORM_UPLINE, account: 'agent_rt', contractType: 'REALTIME_SALARY', rate: 0.8, period: 'DAILY', periodValidBet: 50, periodProfitLoss: 0, activeMembers: 1, status: 'ACTIVE', created: 300, updated: 300 },
  // agent_div and its sub-agent agent_daily.
  { upline: 'agent_div', account: 'agent_daily', contractType: 'DAILY_SALARY', rate: 1.2, period: 'DAILY', periodValidBet: 800, periodProfitLoss: 0, activeMembers: 3, betAmountPerDay: 800, status: 'ACTIVE', created: 150, updated: 150 },
  { upline: 'agent_div', account: 'agent_daily', contractType: 'DIVIDEND', rate: 15, period: 'SEMI_MONTHLY', periodValidBet: 30_000, periodProfitLoss: -1_000, activeMembers: 5, status: 'OFFERED', created: 2, updated: 2 },
  { upline: 'agent_div', account: 'agent_daily', contractType: 'DAILY_SALARY', rate: 0.9, period: 'DAILY', periodValidBet: 700, periodProfitLoss: 0, activeMembers: 3, betAmountPerDay: 700, status: 'OFFERED', created: 1, updated: 1 },
  // Agents and their downline players.
  { upline: 'agent_div', account: 'agent_div_dl01', contractType: 'DIVIDEND', rate: 20, period: 'SEMI_MONTHLY', periodValidBet: 10_000, periodProfitLoss: -300, activeMembers: 2, status: 'ACTIVE', terminationRequested: true, created: 90, updated: 88 },
  { upline: 'agent_div', account: 'agent_div_dl02', contractType: 'DIVIDEND', rate: 25, period: 'MONTHLY', periodValidBet: 15_000, periodProfitLoss: -500, activeMembers: 3, status: 'ACTIVE', created: 60, updated: 59 },
  { upline: 'agent_div', account: 'agent_div_dl03', contractType: 'DIVIDEND', rate: 18, period: 'WEEKLY', periodValidBet: 8_000, periodProfitLoss: -200, activeMembers: 2, status: 'REFUSED', created: 40, updated: 39 },
  { upline: 'agent_div', account: 'player01', contractType: 'DIVIDEND', rate: 10, period: 'MONTHLY', periodValidBet: 5_000, periodProfitLoss: -100, activeMembers: 1, status: 'OFFERED', created: 3, updated: 3 },
  { upline: 'agent_daily', account: 'agent_daily_dl01', contractType: 'DAILY_SALARY', rate: 1, period: 'DAILY', periodValidBet: 300, periodProfitLoss: 0, activeMembers: 1, betAmountPerDay: 300, status: 'ACTIVE', created: 70, updated: 70 },
  { upline: 'agent_daily', account: 'agent_daily_dl02', contractType: 'DAILY_SALARY', rate: 0.8, period: 'DAILY', periodValidBet: 250, periodProfitLoss: 0, activeMembers: 1, betAmountPerDay: 250, status: 'ACTIVE', created: 45, updated: 45 },
  { upline: 'agent_daily', account: 'agent_daily_dl03', contractType: 'DAILY_SALARY', rate: 1.1, period: 'DAILY', periodValidBet: 300, periodProfitLoss: 0, activeMembers: 1, betAmountPerDay: 300, status: 'TERMINATED', created: 120, updated: 30 },
  { upline: 'agent_hourly', account: 'agent_hourly_dl01', contractType: 'HOURLY_SALARY', rate: 0.6, period: 'DAILY', periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, betAmountPerHour: 80, status: 'ACTIVE', created: 50, updated: 50 },
  { upline: 'agent_hourly', account: 'agent_hourly_dl02', contractType: 'HOURLY_SALARY', rate: 0.5, period: 'DAILY', periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, betAmountPerHour: 60, status: 'OFFERED', created: 4, updated: 4 },
  { upline: 'agent_rt', account: 'agent_rt_dl01', contractType: 'REALTIME_SALARY', rate: 0.5, period: 'DAILY', periodValidBet: 30, periodProfitLoss: 0, activeMembers: 1, status: 'ACTIVE', created: 35, updated: 35 },
  { upline: 'agent_rt', account: 'agent_rt_dl02', contractType: 'REALTIME_SALARY', rate: 0.4, period: 'DAILY', periodValidBet: 30, periodProfitLoss: 0, activeMembers: 1, status: 'OFFERED', created: 5, updated: 5 },
  // agent_div's own daily salary contract: the ceiling of the daily salary it gives agent_daily (1.2 %, and the 0.9 % offer).
  // Last, so the ids above stay as tests and examples name them.
  { upline: PLATFORM_UPLINE, account: 'agent_div', contractType: 'DAILY_SALARY', rate: 1.5, period: 'DAILY', periodValidBet: 2_000, periodProfitLoss: 0, activeMembers: 3, betAmountPerDay: 2_000, status: 'ACTIVE', created: 200, updated: 200 },
];

type AnnouncementSeed = Pick<AgentAnnouncement, 'title' | 'content' | 'category' | 'pinned'> & { daysAgo: number };

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const AGENT_ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  { daysAgo: 1, pinned: true, category: 'POLICY', title: 'Contract policy update for November', content: p('From 1 November, a contract you accept at a lower rate automatically ends every downline contract of the same type above that rate.', 'Review your downline contracts in the agent centre before accepting new offers.') },
  { daysAgo: 3, pinned: true, category: 'COMMISSION', title: 'Real-time salary now settles every 5 minutes', content: p('Real-time salary is calculated on your team\'s valid bets and paid every 5 minutes.', 'Settlements appear under Real-time Salary within one minute of each window closing.') },
  { daysAgo: 4, pinned: false, category: 'EVENT', title: 'Agent recruitment drive: double bonus for new active members', content: p('Every new downline member who places valid bets of $1,000 in their first week earns you a $50 bonus.', 'The drive runs until 30 November.') },
  { daysAgo: 6, pinned: false, category: 'SYSTEM', title: 'Scheduled maintenance on 8 November 02:00-04:00 (GMT+8)', content: p('The agent back office and reports will be unavailable during the maintenance window.', 'Transfers to downline submitted during the window will be rejected; please retry afterwards.') },
  { daysAgo: 9, pinned: false, category: 'COMMISSION', title: 'Daily salary settlement time moved to 01:00', content: p('Daily salary for the previous day is now settled at 01:00 (GMT+8) instead of 03:00.') },
  { daysAgo: 12, pinned: false, category: 'POLICY', title: 'Downline transfers require the payment password', content: p('For your security, every transfer to a downline member now asks for your payment password.', 'Set or change it under My Account.') },
  { daysAgo: 15, pinned: false, category: 'EVENT', title: 'October top agents announced', content: p('Congratulations to the top ten agents of October. Rewards have been credited to your wallets.') },
  { daysAgo: 18, pinned: false, category: 'COMMISSION', title: 'Dividend periods: weekly, semi-monthly and monthly', content: p('Dividend contracts can now be offered with weekly, semi-monthly or monthly periods.', 'The period applies from the next full period after acceptance.') },
  { daysAgo: 22, pinned: false, category: 'SYSTEM', title: 'New report: downline transaction details', content: p('See every deposit, withdrawal, bet and transfer of your team in one place under Downline Transaction Details.') },
  { daysAgo: 27, pinned: false, category: 'POLICY', title: 'Active member definition', content: p('A member counts as active in a period when they place at least one valid bet in it.') },
  { daysAgo: 33, pinned: false, category: 'EVENT', title: 'Sabong season opener: team betting contest', content: p('Teams with the highest cockfight valid bets from 1 to 15 October share a $20,000 prize pool.') },
  { daysAgo: 41, pinned: false, category: 'SYSTEM', title: 'Agent app download now available', content: p('Manage your team on the go with the agent app for iOS and Android.') },
  { daysAgo: 48, pinned: false, category: 'COMMISSION', title: 'Hourly salary now paid from $100 valid bet per hour', content: p('Hourly salary is paid for hours in which your team reaches the contract\'s bet amount per hour.') },
  { daysAgo: 56, pinned: false, category: 'POLICY', title: 'Responsible gaming reminder for agents', content: p('Agents must not encourage downline members to exceed their limits. Accounts breaching the policy may be suspended.') },
  { daysAgo: 63, pinned: false, category: 'EVENT', title: 'Mid-autumn festival agent rewards', content: p('Agents with ten or more active members during the festival week receive a mooncake bonus of $88.') },
];
