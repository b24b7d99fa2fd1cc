import { contract } from '../../contracts';
import type { RewardItem } from '../../contracts/rewards';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { implement } from '../engine/implement';
import { ok, refuse, Refusal } from '../engine/refusal';
import { changePoints, pointsOf } from '../points/ledger';
import { bets } from '../wallet/collections';
import { round2 } from '../engine/helpers';
import { contentPageOf } from '../messages/paging';
import { kycRecords } from '../kyc/collections';
import { once } from '../wallet/idempotency';
import { balanceOf, post } from '../wallet/ledger';
import { rewardItems, type RewardRecord } from './collections';
import { withCurrentStatus } from './expiry';
import { VIP_LEVELS, vipLevel } from './vip';

export function toRewardItem(record: RewardRecord): RewardItem {
  const { account: _account, sourceId, ...item } = record;
  return { ...item, promotionId: item.source === 'PROMOTION' ? sourceId : null };
}

/** Why an item cannot be claimed now, or null when it can. */
function refusalOf(item: RewardRecord) {
  if (item.status === 'CLAIM') return null;
  if (item.status === 'CLAIMED') return refuse(ERROR_CODES.ALREADY_CLAIMED, 'Already claimed');
  return item.status === 'CLOSE'
    ? refuse(ERROR_CODES.INVALID_STATE, 'This reward has expired', 200, { reason: 'EXPIRED' })
    : refuse(ERROR_CODES.INVALID_STATE, `This reward cannot be claimed (${item.status})`);
}

/** A member's items, each with its status as it stands now (expired ones closed). */
function itemsOf(account: string): RewardRecord[] {
  return rewardItems.findMany((q) => q.where({ account })).map((item) => withCurrentStatus(item));
}

/** Credits one claimable item (cash and/or points) and marks it claimed; the caller holds the member's operation key. */
async function claimHeld(account: string, item: RewardRecord): Promise<RewardRecord> {
  let claimTime: string | undefined;
  if (item.amount > 0) claimTime = (await post(account, 'BONUS', item.amount, `REWARD-${item.id}`, `Reward: ${item.title}`)).createTime;
  if (item.points > 0) claimTime = (await changePoints(account, 'REWARD', item.points, `Reward: ${item.title}`, `REWARD-${item.id}`, claimTime)).createTime;
  const updated = await rewardItems.update((q) => q.where({ id: item.id, account }), {
    data(draft) {
      draft.status = 'CLAIMED';
      draft.claimTime = claimTime ?? isoNow();
    },
  });
  return updated ?? item;
}

/** Claimable first, then newest. */
function byClaimableThenNewest(a: RewardRecord, b: RewardRecord): number {
  if ((a.status === 'CLAIM') !== (b.status === 'CLAIM')) return a.status === 'CLAIM' ? -1 : 1;
  return Date.parse(b.createTime) - Date.parse(a.createTime) || b.id - a.id;
}

/**
 * Lifetime valid bet: the bets on record plus a seeded baseline standing for
 * the years before them (the level's requirement + 10 %).
 */
export function lifetimeValidBet(account: string, level: number): number {
  const baseline = vipLevel(level).requiredValidBet * 1.1;
  const recorded = bets.findMany((q) => q.where({ account })).reduce((sum, bet) => sum + bet.validBet, 0);
  return round2(baseline + recorded);
}

/** Claims one of the member's items and answers the balances after it; the caller holds the member's operation key. */
export async function claimRewardItemHeld(account: string, id: number) {
  const found = rewardItems.findFirst((q) => q.where({ id, account }));
  if (!found) throw refuse(ERROR_CODES.NOT_FOUND, 'No such reward', 404);
  const item = withCurrentStatus(found);
  const problem = refusalOf(item);
  if (problem) throw problem;
  const updated = await claimHeld(account, item);
  return { item: toRewardItem(updated), balance: balanceOf(account), points: pointsOf(account) };
}

/** N14 conditions of the next rank: its turnover, and an approved identity. */
const RANK_CONDITIONS = 2;

export const rewardsImpl = implement(contract.rewards, {
  overview: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    const current = vipLevel(member.vipRankLevel);
    const next = VIP_LEVELS.find((level) => level.level === current.level + 1) ?? null;
    const items = itemsOf(member.account).sort(byClaimableThenNewest);
    const unclaimed = items.filter((item) => item.status === 'CLAIM');
    return ok({
      vip: {
        level: current.level,
        label: current.label,
        nextLevel: next?.level ?? null,
        nextLabel: next?.label ?? null,
      },
      levels: [...VIP_LEVELS],
      unclaimedCount: unclaimed.length,
      unclaimedAmount: round2(unclaimed.reduce((sum, item) => sum + item.amount, 0)),
      recent: items.slice(0, 5).map(toRewardItem),
    });
  },

  // N14: the turnover within the member's level towards the next one (the whole span at the top).
  rankProgress: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    const current = vipLevel(member.vipRankLevel);
    const next = VIP_LEVELS.find((level) => level.level === current.level + 1) ?? null;
    const totalTurnover = lifetimeValidBet(member.account, current.level);
    const expected = next ? round2(next.requiredValidBet - current.requiredValidBet) : 0;
    const actual = next ? Math.min(expected, round2(totalTurnover - current.requiredValidBet)) : 0;
    const turnoverMet = next ? actual >= expected : true;
    const identity = kycRecords.findFirst((q) => q.where({ account: member.account }))?.status === 'Y';
    return ok({
      playerRankName: current.label,
      monthlyTurnover: { actual, expected },
      totalTurnover,
      completedConditions: Number(turnoverMet) + Number(identity),
      totalExpectedConditions: RANK_CONDITIONS,
      labelId: String(current.level),
    });
  },

  list: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const items = itemsOf(member.account);
    const rows = items.filter((item) => !query.status || item.status === query.status).sort(byClaimableThenNewest).map(toRewardItem);
    return ok({ ...contentPageOf(rows, query.page, query.size), unclaimedCount: items.filter((item) => item.status === 'CLAIM').length });
  },

  claim: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, body, () => claimRewardItemHeld(account, body.id));
    return ok(value);
  },

  // One section for the whole batch: a parallel single claim of the same item waits, then finds it claimed.
  claimAll: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, body, async () => {
      const claimable = itemsOf(account).filter((item) => item.status === 'CLAIM').sort(byClaimableThenNewest);
      if (!claimable.length) throw refuse(ERROR_CODES.NOTHING_TO_CLAIM, 'No reward is waiting to be claimed');
      const results = [];
      for (const item of claimable) {
        try {
          await claimHeld(account, item);
          results.push({ id: item.id, title: item.title, claimed: true, amount: item.amount, points: item.points, code: null });
        } catch (error) {
          // One item failing (e.g. its credit refused) must not undo or stop the others: it is reported on its own.
          const code = error instanceof Refusal ? error.errorCode : ERROR_CODES.UNKNOWN;
          results.push({ id: item.id, title: item.title, claimed: false, amount: item.amount, points: item.points, code });
        }
      }
      const done = results.filter((row) => row.claimed);
      return {
        results,
        totalAmount: round2(done.reduce((sum, row) => sum + row.amount, 0)),
        totalPoints: done.reduce((sum, row) => sum + row.points, 0),
        balance: balanceOf(account),
        points: pointsOf(account),
      };
    });
    return ok(value);
  },
});
