import { setScenario } from '@mocks/engine/scenario';
import { callRoute, contract } from '@/lib/api';
import { loginAs } from '../../support/backend';
import type { Examples } from './types';

export const responsibleGamingExamples = {
  status: { persona: 'safeplay01', args: {} },
  setLimit: { persona: 'safeplay01', args: { body: { kind: 'DEPOSIT', period: 'DAILY', amount: 1_500 } } },
  setSessionLimit: { persona: 'safeplay01', args: { body: { minutes: 90 } } },
  setRealityCheck: { persona: 'safeplay01', args: { body: { intervalMinutes: 15 } } },
  acknowledgeRealityCheck: { persona: 'safeplay01', args: {} },
  timeOut: { persona: 'player01', args: { body: { period: '24H', password: 'Player@123' } } },
  selfExclude: { persona: 'player01', args: { body: { term: '6M', password: 'Player@123' } } },
  acknowledgeMessage: { persona: 'safeplay01', args: {} },
  shortenExclusion: {
    persona: 'player01',
    // Only MGA lets an exclusion be shortened: a 5-year one of safeplay01, asked to end after 1 year. Another
    // member than the persona, so a test that self-excludes the persona itself after this preparation still can.
    args: async () => {
      setScenario({ jurisdiction: 'MT' });
      await loginAs('safeplay01', 'Safe@1234');
      await callRoute(contract.responsibleGaming.selfExclude, { body: { term: '5Y', password: 'Safe@1234', allBrands: true } });
      return { body: { term: '1Y', reason: 'I have had counselling and want to return' } };
    },
  },
  activity: { persona: 'safeplay01', args: { query: { startDate: '2026-10-20', endDate: '2026-11-01' } } },
} satisfies Examples<'responsibleGaming'>;
