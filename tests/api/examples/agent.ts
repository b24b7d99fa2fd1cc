import type { Examples } from './types';

/*
 * Seeded contracts (mocks/agent/seed-data.ts, ids in order): 5 = DIVIDEND
 * offer agent_div -> agent_daily (semi-monthly, product ALL), 6 = DAILY_SALARY
 * offer agent_div -> agent_daily, 7 = DIVIDEND agent_div -> agent_div_dl01
 * (ACTIVE, termination requested), 8 = DIVIDEND agent_div -> agent_div_dl02
 * (ACTIVE), 14 = HOURLY_SALARY agent_hourly -> agent_hourly_dl01 (ACTIVE),
 * 15 = HOURLY_SALARY offer agent_hourly -> agent_hourly_dl02, 17 =
 * REALTIME_SALARY offer agent_rt -> agent_rt_dl02, 18 = DAILY_SALARY
 * platform -> agent_div (ACTIVE: the ceiling of what it gives agent_daily).
 */
export const agentExamples = {
  announcements: { persona: 'agent_div', args: { query: { page: 1, size: 9 } } },
  teamOverview: { persona: 'agent_div', args: { query: { startTime: '2026-10-03', endTime: '2026-11-01' } } },
  registerDownline: {
    persona: 'agent_div',
    args: { body: { username: 'newdl001', password: 'Downline123', confirmPassword: 'Downline123', nickname: 'New Recruit' } },
  },
  downline: { persona: 'agent_div', args: { query: { page: 1, size: 20, subordinateName: 'dl0' } } },
  teamActivity: { persona: 'agent_div', args: { query: { startTime: '2026-10-01', endTime: '2026-11-01', subordinateName: 'agent_daily' } } },
  teamBets: { persona: 'agent_div', args: { query: { page: 1, size: 20, subordinateName: 'agent_div_dl01', startTime: '2026-10-01', endTime: '2026-11-01' } } },
  teamLoss: { persona: 'agent_daily', args: { query: { page: 1, size: 20 } } },
  revenue: { persona: 'agent_daily', args: { query: { page: 1, size: 20 } } },
  downlineTransactions: { persona: 'agent_rt', args: { query: { page: 1, size: 20, kind: 'DEPOSIT' } } },
  dividendRecords: { persona: 'agent_div', args: { query: { page: 1, size: 20 } } },
  dailySalary: { persona: 'agent_daily', args: { query: { page: 1, size: 20 } } },
  hourlySalary: { persona: 'agent_hourly', args: { query: { page: 1, size: 20 } } },
  realtimeSalary: { persona: 'agent_rt', args: { query: { page: 1, size: 50 } } },
  contracts: { persona: 'agent_daily', args: { query: {} } },
  offerContract: {
    persona: 'agent_hourly',
    args: {
      body: {
        subordinateName: 'agent_hourly_dl03', contractType: 'HOURLY_SALARY', rate: 0.7, period: 'DAILY',
        periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, betAmountPerHour: 200,
      },
    },
  },
  requestTermination: { persona: 'agent_div', args: { body: { contractId: 8 } } },
  processDividend: { persona: 'agent_daily', args: { body: { productType: 'ALL', computationPeriod: 'H', status: 'A' } } },
  // The termination request agent_div sent agent_div_dl01, answered in the desktop map's GET form (WIRE.md §8 Q7).
  processDividendByQuery: { persona: 'agent_div_dl01', args: { query: { productType: 'ALL', computationPeriod: 'H', status: 'R' } } },
  processDailySalary: { persona: 'agent_daily', args: { body: { id: 6, status: 'R' } } },
  processDailySalaryByQuery: { persona: 'agent_daily', args: { query: { id: '6', status: 'A' } } },
  processHourlySalary: { persona: 'agent_hourly_dl01', args: { body: { contractId: 14, status: 'C', productType: 'ALL' } } },
  processRealtimeSalary: { persona: 'agent_rt_dl02', args: { body: { contractId: 17, status: 'A' } } },
  transferToDownline: {
    persona: 'agent_div',
    args: { body: { subordinateName: 'agent_div_dl01', transferAmount: 250, password: '135790', remark: 'weekly top-up', requestId: 'example-transfer-0001' } },
  },
  accountDetails: { persona: 'agent_div', args: {} },
} satisfies Examples<'agent'>;
