import { daysAgo, fakerFor } from '../engine/fake';
import { daysAhead } from '../rewards/expiry';
import { maskAccount } from '../engine/helpers';
import { PLAYER01_PROMOTION_BONUSES, PLAYER01_RAFFLE_CLAIMS, RICH_PLAYER } from '../wallet/history';
import type { PromotionStatus } from '../../contracts/promotions';
import { participations, raffleClaims, raffles, referrals } from './collections';

/** player01's part in promotions besides the bonuses the history plan already paid. */
const PLAYER01_PARTS: Array<{ promotionId: number; status: PromotionStatus; day: number; remark?: string; bonusAmount?: number }> = [
  { promotionId: 3, status: 'APPLYING', day: 2, remark: 'Parlay ticket SBT-220931 lost on one leg' },
  { promotionId: 4, status: 'REJECTED', day: 12, remark: 'Rounds: LV-88172 to LV-88179 (rejected: minimum bet not met)' },
  { promotionId: 6, status: 'JOINED', day: 20 },
  { promotionId: 7, status: 'PROCESS', day: 8 },
  { promotionId: 8, status: 'CLAIM', day: 4, bonusAmount: 68 },
  { promotionId: 13, status: 'CLAIM', day: 1, bonusAmount: 18 },
];

export async function seed(): Promise<void> {
  const faker = fakerFor('promotions');
  const account = RICH_PLAYER;
  for (const bonus of PLAYER01_PROMOTION_BONUSES) {
    await participations.create({
      key: `${account}:${bonus.promotionId}`, account, promotionId: bonus.promotionId, status: bonus.status, remark: null,
      bonusAmount: bonus.amount, applyTime: daysAgo(bonus.day + 1), updateTime: daysAgo(bonus.day), claimTime: daysAgo(bonus.day),
    });
  }
  for (const part of PLAYER01_PARTS) {
    await participations.create({
      key: `${account}:${part.promotionId}`, account, promotionId: part.promotionId, status: part.status,
      remark: part.remark ?? null, bonusAmount: part.bonusAmount ?? null, applyTime: daysAgo(part.day),
      updateTime: daysAgo(part.day - 0.5), claimTime: null,
    });
  }

  await raffles.create({
    id: 1, title: 'Mid-Autumn Red Envelope', description: 'Open one red envelope during the festival for up to 88.88.',
    startTime: daysAgo(45), endTime: daysAgo(38), status: 'ENDED', minAmount: 8.88, maxAmount: 88.88,
  });
  await raffles.create({
    id: 2, title: 'Weekend Red Envelope Rain', description: 'One lucky red envelope per member: open it for up to 188.',
    startTime: daysAgo(3), endTime: daysAhead(30), status: 'ACTIVE', minAmount: 1.88, maxAmount: 188,
  });
  for (const [index, claim] of PLAYER01_RAFFLE_CLAIMS.entries()) {
    await raffleClaims.create({ id: index + 1, account, raffleId: claim.raffleId, amount: claim.amount, claimTime: daysAgo(claim.day) });
  }

  // Twelve friends player01 referred.
  for (let n = 1; n <= 12; n += 1) {
    const deposited = n <= 9;
    const qualified = n <= 6;
    const validBet = qualified ? faker.number.int({ min: 5_000, max: 60_000 }) : deposited ? faker.number.int({ min: 100, max: 4_000 }) : 0;
    const earned = qualified ? Math.round(validBet * 0.002 * 100) / 100 + 50 : 0;
    await referrals.create({
      id: n,
      referrer: account,
      account: maskAccount(`${faker.internet.username().replace(/[^A-Za-z0-9]/g, '').toLowerCase()}${n}`),
      registerTime: daysAgo(faker.number.int({ min: 2, max: 90 })),
      firstDepositAmount: deposited ? faker.number.int({ min: 1, max: 30 }) * 100 : 0,
      totalValidBet: validBet,
      earned,
      status: qualified ? 'QUALIFIED' : deposited ? 'DEPOSITED' : 'REGISTERED',
      pending: n <= 2 ? 25 : 0,
    });
  }
}
