import type { Examples } from './types';

export const noticesExamples = {
  notice: { persona: 'guest', args: { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } } },
  announcements: { persona: 'guest', args: { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', pageNo: 1, pageSize: 9 } } },
  popups: { persona: 'player01', args: { query: { execution: 'A', platform: 'W' } } },
} satisfies Examples<'notices'>;
