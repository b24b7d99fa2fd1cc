import { REFERENCE_DATE } from '../engine/clock';
import { createDraw, historyOf } from './catchUp';
import { lotteryGames, type LotteryGameRecord } from './collections';
import { pastDraws } from './schedule';

export { DAILY_HISTORY, FAST_HISTORY } from './catchUp';

type GameDef = Omit<LotteryGameRecord, 'sort'>;

const VN = { vassalage: 'TCG_LOTTO_VN', area: 'VN' as const, utcOffsetHours: 7 };
const SEA = { vassalage: 'TCG_SEA', area: 'SEA' as const };
const vnDaily = (gameCode: string, gameName: string, menuCode: string, drawTime: string): GameDef => ({
  ...VN, gameCode, gameName, menuCode, drawType: 'DAILY', drawTime, intervalSeconds: null,
  prizeTable: menuCode === 'NORTH' ? 'VN_NORTH' : 'VN_SOUTH', prizeModes: ['LOTT', 'ELOTT'],
});
const fast = (base: typeof VN | (typeof SEA & { utcOffsetHours: number }), gameCode: string, gameName: string, menuCode: string, seconds: number, prizeTable: LotteryGameRecord['prizeTable'], prizeModes: LotteryGameRecord['prizeModes']): GameDef => ({
  ...base, gameCode, gameName, menuCode, drawType: 'FAST', drawTime: null, intervalSeconds: seconds, prizeTable, prizeModes,
});
const seaDaily = (gameCode: string, gameName: string, drawTime: string, utcOffsetHours: number, prizeTable: LotteryGameRecord['prizeTable']): GameDef => ({
  ...SEA, utcOffsetHours, gameCode, gameName, menuCode: 'SEA_DAILY', drawType: 'DAILY', drawTime, intervalSeconds: null, prizeTable, prizeModes: ['SEA'],
});

/** The lottery catalogue: Vietnam regional draws, fast draws, and South-East Asia lottos. */
export const LOTTERY_GAMES: GameDef[] = [
  vnDaily('VN_MB', 'Mien Bac', 'NORTH', '18:15'),
  vnDaily('VN_DNG', 'Da Nang', 'CENTRAL', '17:15'),
  vnDaily('VN_KH', 'Khanh Hoa', 'CENTRAL', '17:15'),
  vnDaily('VN_BDI', 'Binh Dinh', 'CENTRAL', '17:15'),
  vnDaily('VN_HCM', 'TP. Ho Chi Minh', 'SOUTH', '16:15'),
  vnDaily('VN_DT', 'Dong Thap', 'SOUTH', '16:15'),
  vnDaily('VN_CM', 'Ca Mau', 'SOUTH', '16:15'),
  vnDaily('VN_BT', 'Ben Tre', 'SOUTH', '16:15'),
  vnDaily('VN_VT', 'Vung Tau', 'SOUTH', '16:15'),
  vnDaily('VN_CT', 'Can Tho', 'SOUTH', '16:15'),
  fast(VN, 'VN_FAST_1', 'VN Fast 1 Min', 'FAST', 60, 'VN_NORTH', ['ELOTT', 'ZY']),
  fast(VN, 'VN_FAST_3', 'VN Fast 3 Min', 'FAST', 180, 'VN_NORTH', ['ELOTT', 'ZY']),
  fast(VN, 'VN_FAST_5', 'VN Fast 5 Min', 'FAST', 300, 'VN_SOUTH', ['ELOTT']),
  seaDaily('TH_GOV', 'Thai Lottery', '15:30', 7, 'SEA_6D'),
  seaDaily('LA_LOT', 'Lao Lottery', '20:30', 7, 'SEA_6D'),
  seaDaily('MY_MAG', 'Magnum 4D', '19:00', 8, 'SEA_4D'),
  seaDaily('SG_4D', 'Singapore 4D', '18:30', 8, 'SEA_4D'),
  seaDaily('MY_DMC', 'Da Ma Cai 4D', '19:00', 8, 'SEA_4D'),
  seaDaily('MY_TOTO', 'Sports Toto 4D', '19:00', 8, 'SEA_4D'),
  fast({ ...SEA, utcOffsetHours: 7 }, 'SEA_FAST_1', 'SEA Lotto 1 Min', 'SEA_FAST', 60, 'SEA_4D', ['SEA', 'ZY']),
  fast({ ...SEA, utcOffsetHours: 7 }, 'SEA_FAST_5', 'SEA Lotto 5 Min', 'SEA_FAST', 300, 'SEA_4D', ['SEA']),
];

export const MENU_NAMES: Record<string, string> = {
  NORTH: 'Northern Lottery', CENTRAL: 'Central Lottery', SOUTH: 'Southern Lottery', FAST: 'Fast Lottery',
  SEA_DAILY: 'South-East Asia Lottery', SEA_FAST: 'Fast Lotto',
};
export const MENU_ORDER = ['NORTH', 'CENTRAL', 'SOUTH', 'FAST', 'SEA_DAILY', 'SEA_FAST'];
/** Group ids of the menus (WIRE.md §6.5 L1: 9, 10 and 11 are the Thai groups). */
export const MENU_GROUP_IDS: Record<string, number> = { NORTH: 1, CENTRAL: 2, SOUTH: 3, FAST: 4, SEA_DAILY: 9, SEA_FAST: 10 };

/** Seeds the lottery domain. Runs after the domains before it in mocks/world.ts. */
export async function seed(): Promise<void> {
  for (const [sort, def] of LOTTERY_GAMES.entries()) {
    const game = await lotteryGames.create({ ...def, sort });
    for (const at of pastDraws(game, REFERENCE_DATE.getTime(), historyOf(game))) await createDraw(game, at);
  }
}
