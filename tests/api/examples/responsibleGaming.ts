import type { Examples } from './types';

export const responsibleGamingExamples = {
  status: { persona: 'safeplay01', args: {} },
  setLimit: { persona: 'safeplay01', args: { body: { kind: 'DEPOSIT', period: 'DAILY', amount: 1_500 } } },
  setSessionLimit: { persona: 'safeplay01', args: { body: { minutes: 90 } } },
  setRealityCheck: { persona: 'safeplay01', args: { body: { intervalMinutes: 15 } } },
  acknowledgeRealityCheck: { persona: 'safeplay01', args: {} },
  timeOut: { persona: 'player01', args: { body: { period: '24H', password: 'Player@123' } } },
  selfExclude: { persona: 'player01', args: { body: { term: '6M', password: 'Player@123' } } },
  activity: { persona: 'safeplay01', args: { query: { startDate: '2026-10-20', endDate: '2026-11-01' } } },
} satisfies Examples<'responsibleGaming'>;
