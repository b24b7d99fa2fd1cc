import type { BetRecord } from '../../contracts/records';
import { RG_COOLING_OFF_MS, RG_TIMEOUT_MS, type RgActivityType } from '../../contracts/shared/responsible-gaming';
import { now, worldReferenceDate } from '../engine/clock';
import { daysAgo, fakerFor } from '../engine/fake';
import { gamesOf } from '../games/query';
import { bets } from '../wallet/collections';
import { nextIdOf, round2 } from '../engine/helpers';
import { post } from '../wallet/ledger';
import { rgSettings } from './collections';
import { emptySettings } from './state';

/** The README's responsible-gaming personas (mocks/member/accounts.ts). */
export const RG_LIMITS_ACCOUNT = 'safeplay01';
export const RG_TIMEOUT_ACCOUNT = 'timeout01';

const iso = (at: number) => new Date(at).toISOString();
const HOUR = 60 * 60_000;

/** A week of play across the verticals, so the activity summary has something to show. */
const PLAY: ReadonlyArray<{ day: number; gameType: RgActivityType; rounds: number; stake: number }> = [
  { day: 1, gameType: 'RNG', rounds: 6, stake: 20 },
  { day: 1, gameType: 'LIVE', rounds: 4, stake: 50 },
  { day: 2, gameType: 'SPORTS', rounds: 2, stake: 100 },
  { day: 2, gameType: 'FISH', rounds: 5, stake: 10 },
  { day: 3, gameType: 'COCKFIGHT', rounds: 3, stake: 40 },
  { day: 4, gameType: 'ESPORTS', rounds: 2, stake: 60 },
  { day: 5, gameType: 'LOTT', rounds: 3, stake: 15 },
  { day: 6, gameType: 'PVP', rounds: 4, stake: 25 },
  { day: 6, gameType: 'RNG', rounds: 5, stake: 20 },
];

async function seedPlay(): Promise<void> {
  const faker = fakerFor('responsibleGaming');
  for (const { day, gameType, rounds, stake } of PLAY) {
    const [game] = gamesOf(gameType);
    if (!game) continue;
    let at = Date.parse(daysAgo(day)) + 13 * HOUR;
    for (let round = 0; round < rounds; round += 1) {
      const id = nextIdOf(bets);
      const payout = round2(stake * faker.helpers.arrayElement([0, 0, 0.5, 1, 1.8, 2.5]));
      const settleAt = at + 3 * 60_000;
      const record: BetRecord = {
        id, orderNo: `${game.vassalage}-RG${String(id).padStart(7, '0')}`, account: RG_LIMITS_ACCOUNT, gameType,
        vassalage: game.vassalage, nodeId: game.nodeId, gameName: game.gameName, gameCode: game.gameCode, betAmount: stake,
        validBet: stake, payout, profitLoss: round2(payout - stake), status: 'SETTLED', betTime: iso(at), settleTime: iso(settleAt),
      };
      await bets.create(record);
      await post(RG_LIMITS_ACCOUNT, 'BET', -stake, `BET-${id}`, `${game.gameName} (${game.vassalage})`, iso(at));
      if (payout > 0) await post(RG_LIMITS_ACCOUNT, 'WIN', payout, `BET-${id}`, `${game.gameName} (${game.vassalage})`, iso(settleAt));
      at += faker.number.int({ min: 4, max: 12 }) * 60_000;
    }
  }
}

/**
 * safeplay01 has every kind of limit set, the weekly deposit limit with an
 * increase waiting out its 24 hours, and a 30-minute reality check;
 * timeout01 is on a 7-day time-out that began yesterday.
 *
 * Both must still be running whenever the world is seeded, so they count from
 * the start of today (UTC) rather than from the fixed history date; not from
 * the current millisecond either, so that one day's seeds are identical
 * (tests/api/determinism.test.ts). From any moment of the day the increase is
 * 20–44 hours away and the time-out ends in 6 days.
 */
export async function seed(): Promise<void> {
  const at = worldReferenceDate(now()).getTime();
  await rgSettings.create({
    ...emptySettings(RG_LIMITS_ACCOUNT),
    limits: {
      'DEPOSIT:DAILY': { amount: 2_000, pending: null },
      'DEPOSIT:WEEKLY': { amount: 5_000, pending: { amount: 8_000, effectiveAt: iso(at + RG_COOLING_OFF_MS + 20 * HOUR) } },
      'DEPOSIT:MONTHLY': { amount: 15_000, pending: null },
      'LOSS:WEEKLY': { amount: 3_000, pending: null },
      'WAGER:DAILY': { amount: 1_500, pending: null },
    },
    sessionLimit: { amount: 120, pending: null },
    realityCheckMinutes: 30,
  });
  await rgSettings.create({ ...emptySettings(RG_TIMEOUT_ACCOUNT), timeoutUntil: iso(at - 24 * HOUR + RG_TIMEOUT_MS['7D']) });
  await seedPlay();
}
