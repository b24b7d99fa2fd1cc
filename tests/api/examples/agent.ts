import type { Examples } from './types';

/*
 * Seeded contracts (mocks/agent/seed-data.ts, ids in order): 5 = DIVIDEND
 * offer agent_div -> agent_daily, 6 = DAILY_SALARY offer agent_div ->
 * agent_daily, 14 = HOURLY_SALARY agent_hourly -> agent_hourly_dl01 (ACTIVE),
 * 17 = REALTIME_SALARY offer agent_rt -> agent_rt_dl02.
 */
export const agentExamples = {
  announcements: { persona: 'agent_div', args: { query: { pageNo: 1, pageSize: 9 } } },
  teamOverview: { persona: 'agent_div', args: { query: { startDate: '2026-10-03', endDate: '2026-11-01' } } },
  registerDownline: {
    persona: 'agent_div',
    args: { body: { username: 'newdl001', password: 'Downline123', confirmPassword: 'Downline123', nickname: 'New Recruit' } },
  },
  downline: { persona: 'agent_div', args: { query: { pageNo: 1, pageSize: 20 } } },
  teamActivity: { persona: 'agent_div', args: { query: { startDate: '2026-10-01', endDate: '2026-11-01', account: 'agent_daily' } } },
  teamBets: { persona: 'agent_div', args: { query: { pageNo: 1, pageSize: 20, account: 'agent_div_dl01' } } },
  teamLoss: { persona: 'agent_daily', args: { query: { pageNo: 1, pageSize: 20 } } },
  revenue: { persona: 'agent_daily', args: { query: { pageNo: 1, pageSize: 20 } } },
  downlineTransactions: { persona: 'agent_rt', args: { query: { pageNo: 1, pageSize: 20, kind: 'DEPOSIT' } } },
  dividendRecords: { persona: 'agent_div', args: { query: { pageNo: 1, pageSize: 20 } } },
  dailySalary: { persona: 'agent_daily', args: { query: { pageNo: 1, pageSize: 20 } } },
  hourlySalary: { persona: 'agent_hourly', args: { query: { pageNo: 1, pageSize: 20 } } },
  realtimeSalary: { persona: 'agent_rt', args: { query: { pageNo: 1, pageSize: 50 } } },
  contracts: { persona: 'agent_daily', args: { query: {} } },
  offerContract: {
    persona: 'agent_hourly',
    args: {
      body: {
        account: 'agent_hourly_dl03', contractType: 'HOURLY_SALARY', rate: 0.7, period: 'DAILY',
        periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, betAmountPerHour: 200,
      },
    },
  },
  processDividend: { persona: 'agent_daily', args: { body: { contractId: 5, action: 'accept' } } },
  processDailySalary: { persona: 'agent_daily', args: { body: { contractId: 6, action: 'refuse' } } },
  processHourlySalary: { persona: 'agent_hourly', args: { body: { contractId: 14, action: 'terminate' } } },
  processRealtimeSalary: { persona: 'agent_rt_dl02', args: { body: { contractId: 17, action: 'accept' } } },
  transferToDownline: {
    persona: 'agent_div',
    args: { body: { account: 'agent_div_dl01', amount: 250, paymentPassword: '135790', requestId: 'example-transfer-0001' } },
  },
  accountDetails: { persona: 'agent_div', args: {} },
} satisfies Examples<'agent'>;
