import { Collection } from '@msw/data';
import { agentAnnouncementSchema, incomeRecordSchema } from '../../contracts/agent';
import { contractSchema } from '../../contracts/shared/entities';

/** Contracts and offers between an upline and a member (SPEC §3 Contract, §4 Contracts). */
export const contracts = new Collection({ schema: contractSchema });

/** Back-office announcements for agents. */
export const agentAnnouncements = new Collection({ schema: agentAnnouncementSchema });
/**
 * Dividend and salary settlements of the agents' own contracts, computed at
 * seed time from the team's bets (the records domain's `bets`).
 */
export const incomeRecords = new Collection({ schema: incomeRecordSchema });

/**
 * Settlements of the windows after the seed's, made as they fall due and
 * credited to the agent's wallet (mocks/agent/settlement.ts): stored with the
 * wallet ledger they paid into.
 */
export const liveIncomeRecords = new Collection({ schema: incomeRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { contracts, liveIncomeRecords };

/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = { agentAnnouncements, incomeRecords };
