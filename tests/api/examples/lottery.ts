import type { Examples } from './types';

export const lotteryExamples = {
  vnMenu: { persona: 'guest', args: { query: { prizeMode: 'ELOTT', device: 'PC' } } },
  vnRecent: { persona: 'guest', args: { query: { limit: 10 } } },
  vnOpened: { persona: 'guest', args: { query: { gameCode: 'VN_MB', pageNo: 1, pageSize: 10 } } },
  openedNumero: { persona: 'guest', args: { query: {} } },
  lobby: {
    persona: 'player01',
    args: { query: { lottoArea: 'VN', launchMode: 'LOBBY', lottoView: 'CLASSIC', device: 'PC', backUrl: '/lottery', language: 'EN' } },
  },
} satisfies Examples<'lottery'>;
