import { GAME_TYPES, VENDORS_BY_CATEGORY, type GameType } from '../../contracts/shared/constants';
import type { Faker } from '@faker-js/faker';

/**
 * The plan of player01's money history, shared by the seeds that must agree
 * on it: the wallet seed posts the ledger rows, the promotion, reward and
 * points seeds mark the same claims as done. `day` counts back from the
 * reference date (SPEC-free design: 60 days of history).
 */
export const RICH_PLAYER = 'player01';
export const HISTORY_DAYS = 60;

/** Promotion bonuses player01 received: CLAIMED by the member, or ISSUED automatically. */
export const PLAYER01_PROMOTION_BONUSES = [
  { promotionId: 1, day: 58, amount: 100, status: 'CLAIMED' },
  { promotionId: 5, day: 44, amount: 288, status: 'CLAIMED' },
  { promotionId: 9, day: 21, amount: 58, status: 'ISSUED' },
  { promotionId: 12, day: 10, amount: 88, status: 'CLAIMED' },
] as const;

/** Red envelopes player01 opened. */
export const PLAYER01_RAFFLE_CLAIMS = [{ raffleId: 1, day: 40, amount: 28.88 }] as const;

/** Reward-centre items of player01 already claimed for cash (ids of the rewards seed). */
export const PLAYER01_REWARD_CASH_CLAIMS = [
  { rewardId: 9, day: 40, amount: 10 },
  { rewardId: 1, day: 33, amount: 388 },
  { rewardId: 7, day: 17, amount: 58 },
] as const;

/** Points player01 converted into cash (amount by its VIP level's rate). */
export const PLAYER01_CONVERSIONS = [
  { day: 38, points: 5_600 },
  { day: 9, points: 2_800 },
] as const;

/** Days player01 claimed its manual rebate. */
export const PLAYER01_REBATE_CLAIM_DAYS = [35, 14, 7] as const;

export const PLAYER01_SAFE_BOX_MOVES = [
  { day: 45, from: 'MAIN', to: 'SAFE_BOX', amount: 2_000 },
  { day: 20, from: 'SAFE_BOX', to: 'MAIN', amount: 500 },
] as const;

export const PLAYER01_UPLINE_TRANSFERS = [{ day: 30, amount: 200, remark: 'Thanks for the tips' }] as const;

/** The withdrawals of player01 and the SPEC §4 confirmation state each ended in. */
export const PLAYER01_WITHDRAWALS = [
  { day: 52, amount: 2_000, outcome: 'RECEIVED' },
  { day: 41, amount: 1_500, outcome: 'AUTO_RECEIVED' },
  { day: 31, amount: 3_000, outcome: 'ALL_RECEIVED' },
  { day: 24, amount: 1_000, outcome: 'REJECTED' },
  { day: 16, amount: 2_500, outcome: 'PARTIALLY_RECEIVED' },
  { day: 6, amount: 1_200, outcome: 'NOT_RECEIVED' },
  { day: 2, amount: 800, outcome: 'PENDING' },
] as const;

/** Chances of each game category in generated bets. */
const CATEGORY_WEIGHTS: Array<{ weight: number; value: GameType }> = [
  { weight: 40, value: 'RNG' },
  { weight: 18, value: 'LIVE' },
  { weight: 12, value: 'SPORTS' },
  { weight: 8, value: 'FISH' },
  { weight: 8, value: 'PVP' },
  { weight: 5, value: 'ESPORTS' },
  { weight: 4, value: 'COCKFIGHT' },
  { weight: 3, value: 'LOTT' },
  { weight: 2, value: 'ELOTT' },
];

export interface BetGame {
  gameType: GameType;
  vassalage: string;
  nodeId: number;
  gameName: string;
  gameCode: string;
}

const NAME_PARTS: Record<GameType, readonly string[]> = {
  RNG: ['Fortune', 'Dragon', 'Golden', 'Lucky', 'Mega', 'Treasure', 'Wild', 'Jade', 'Tiger', 'Phoenix'],
  LIVE: ['Baccarat', 'Speed Baccarat', 'Roulette', 'Dragon Tiger', 'Sic Bo', 'Blackjack'],
  SPORTS: ['Football', 'Basketball', 'Tennis', 'Volleyball'],
  FISH: ['Ocean King', 'Fishing War', 'Jackpot Fishing', 'Dragon Fishing'],
  PVP: ['Texas Holdem', 'Tongits', 'Pusoy', 'Niu Niu', 'Teen Patti'],
  ESPORTS: ['Dota 2', 'League of Legends', 'Mobile Legends', 'Valorant'],
  COCKFIGHT: ['Sabong Derby', 'Cockfight Arena'],
  LOTT: ['Lotto 6/42', 'Lotto 6/55', 'Swertres'],
  ELOTT: ['Keno', 'Fast 3', 'Lucky 5'],
};

/** A small catalogue of games per vendor that generated bets point at (node ids 900000+). */
export function betGames(): BetGame[] {
  const games: BetGame[] = [];
  let nodeId = 900_000;
  for (const gameType of GAME_TYPES) {
    const parts = NAME_PARTS[gameType];
    for (const vassalage of VENDORS_BY_CATEGORY[gameType]) {
      for (let n = 0; n < 3; n += 1) {
        nodeId += 1;
        const base = parts[(nodeId * 7 + n) % parts.length] ?? gameType;
        const suffix = gameType === 'RNG' ? ` ${parts[(nodeId * 3) % parts.length]}` : n === 0 ? '' : ` ${n + 1}`;
        games.push({
          gameType,
          vassalage,
          nodeId,
          gameName: `${base}${suffix}`.trim(),
          gameCode: `${vassalage}_${gameType}_${String(n + 1).padStart(2, '0')}`,
        });
      }
    }
  }
  return games;
}

export function pickGame(faker: Faker, games: BetGame[]): BetGame {
  const gameType = faker.helpers.weightedArrayElement(CATEGORY_WEIGHTS);
  return faker.helpers.arrayElement(games.filter((game) => game.gameType === gameType));
}

/** A payout multiple with a return to player of about 99 %. */
export function payoutMultiple(faker: Faker): number {
  const roll = faker.number.float({ min: 0, max: 1 });
  if (roll < 0.62) return 0;
  if (roll < 0.9) return faker.number.float({ min: 1.2, max: 2.4, fractionDigits: 2 });
  if (roll < 0.99) return faker.number.float({ min: 2.5, max: 5, fractionDigits: 2 });
  return faker.number.float({ min: 10, max: 20, fractionDigits: 2 });
}
