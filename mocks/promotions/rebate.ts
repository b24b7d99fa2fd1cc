import type { GameType } from '../../contracts/shared/constants';
import { GAME_TYPES } from '../../contracts/shared/constants';
import type { ManualRebate } from '../../contracts/promotions';
import { now } from '../engine/clock';
import type { MemberRecord } from '../member/collections';
import { bets } from '../wallet/collections';
import { rebateClaims } from './collections';
import { floor2, round2 } from '../engine/helpers';
import { REBATE_MIN_CLAIM, REBATE_WINDOW_DAYS, rebateRate } from './rebate-rates';

/**
 * The rebate a member can claim now: valid bets of bets settled after its
 * last claim (or within the last 30 days), times its rate per category.
 */
export function availableRebate(member: MemberRecord): ManualRebate {
  const claims = rebateClaims.findMany((q) => q.where({ account: member.account }));
  const last = claims.reduce<(typeof claims)[number] | undefined>(
    (latest, claim) => (!latest || Date.parse(claim.claimTime) > Date.parse(latest.claimTime) ? claim : latest),
    undefined,
  );
  const since = last ? Date.parse(last.claimTime) : now() - REBATE_WINDOW_DAYS * 86_400_000;
  const byType = new Map<GameType, number>();
  for (const bet of bets.findMany((q) => q.where({ account: member.account, status: 'SETTLED' }))) {
    if (!bet.settleTime || Date.parse(bet.settleTime) <= since) continue;
    byType.set(bet.gameType, (byType.get(bet.gameType) ?? 0) + bet.validBet);
  }
  const categories = GAME_TYPES.filter((gameType) => byType.has(gameType)).map((gameType) => {
    const validBet = round2(byType.get(gameType) ?? 0);
    const rate = rebateRate(gameType, member.vipRankLevel);
    return { gameType, validBet, rate, amount: floor2(validBet * rate) };
  });
  const totalAmount = round2(categories.reduce((sum, item) => sum + item.amount, 0));
  return {
    since: new Date(since).toISOString(),
    categories,
    totalValidBet: round2(categories.reduce((sum, item) => sum + item.validBet, 0)),
    totalAmount,
    minClaimAmount: REBATE_MIN_CLAIM,
    claimable: totalAmount >= REBATE_MIN_CLAIM,
    lastClaim: last ? { amount: last.amount, time: last.claimTime } : null,
  };
}
