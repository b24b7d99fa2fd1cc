import type { Examples } from './types';

export const lotteryExamples = {
  menus: { persona: 'guest', args: { query: {} } },
  vnMenu: { persona: 'guest', args: { query: { prizeMode: 'Elott' } } },
  vnRecent: { persona: 'player01', args: {} },
  vnOpened: { persona: 'guest', args: { query: { gameCode: 'VN_MB', pageNo: 1, pageSize: 10 } } },
  openedNumero: { persona: 'guest', args: { query: {} } },
  draws: { persona: 'guest', args: { query: { limit: 10 } } },
} satisfies Examples<'lottery'>;
