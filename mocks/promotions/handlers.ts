import { contract } from '../../contracts';
import { MOBILE_VERIFIED_REQUIREMENT, PROMO_BADGE_TYPES, type MemberPromotion, type PromotionStatus, type Raffle } from '../../contracts/promotions';
import { GAME_TYPES } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { isoNow, now } from '../engine/clock';
import { implement } from '../engine/implement';
import { exclusive, operationKey } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import type { MemberRecord } from '../member/collections';
import { hashText, nextIdOf, round2 } from '../engine/helpers';
import { contentPageOf } from '../messages/paging';
import { claimableMissionCount } from '../missions/handlers';
import { promotionCategories } from '../notices/collections';
import { rebateRate } from './rebate-rates';
import { once } from '../wallet/idempotency';
import { post } from '../wallet/ledger';
import { participations, promotions, raffleClaims, raffles, rebateClaims, referrals, type PromotionRecord } from './collections';
import { availableRebate } from './rebate';
import { reviewAtFromNow, settleReviews, settleReviewsHeld } from './review';

/** A promotion's own status follows its dates: not started, open, or ended. */
export function publicStatus(record: Pick<PromotionRecord, 'startTime' | 'endTime'>, at: number = now()): PromotionStatus {
  if (at < Date.parse(record.startTime)) return 'COMING_SOON';
  if (record.endTime && at >= Date.parse(record.endTime)) return 'CLOSE';
  return 'JOIN';
}

/** The member's part in one promotion (its own status where it took part, else the public one). */
function view(record: PromotionRecord, account: string): MemberPromotion {
  const part = participations.findFirst((q) => q.where({ key: `${account}:${record.id}` }));
  return {
    promotionId: record.id,
    status: part?.status ?? publicStatus(record),
    applyRequired: record.applyRequired,
    bonusAmount: part?.bonusAmount ?? record.bonusAmount,
    remark: part?.remark ?? null,
  };
}

function catalogue(): PromotionRecord[] {
  return promotions.findMany().sort((a, b) => a.sort - b.sort);
}

/** Raffles a member could open now: started, not ended, not opened yet. */
function openRaffles(account: string, at: number): number {
  return raffles
    .findMany()
    .filter((raffle) => Date.parse(raffle.startTime) <= at && raffleStatus(raffle, at) === 'ACTIVE')
    .filter((raffle) => !raffleClaims.findFirst((q) => q.where({ account, raffleId: raffle.id }))).length;
}

/**
 * N4: per type, how many promotions the member can act on now (join or claim), the raffles it can
 * open, the missions whose reward waits (MISSION) and whether refer-a-friend is offered (REFERRAL).
 */
function availableOf(account: string, referral: boolean) {
  const views = catalogue().map((record) => ({ type: record.promotionType, status: view(record, account).status }));
  const actionable = (type: string) => views.filter((item) => item.type === type && (item.status === 'JOIN' || item.status === 'CLAIM')).length;
  const content: Record<string, { count: number; enabled: boolean }> = {};
  for (const type of PROMO_BADGE_TYPES) content[type] = { count: actionable(type), enabled: type !== 'TICKET' };
  content.RAFFLE = { count: openRaffles(account, now()), enabled: true };
  content.MISSION = { count: claimableMissionCount(account), enabled: true };
  content.REFERRAL = { count: 0, enabled: referral };
  return { content };
}

function findPromotion(id: number): PromotionRecord {
  const record = promotions.findFirst((q) => q.where({ id }));
  if (!record) throw refuse(ERROR_CODES.NOT_FOUND, 'No such promotion', 404);
  return record;
}

/** ENDED once its end time has passed, whatever the stored status says: the clock, not a job, closes an event. */
function raffleStatus(raffle: Pick<Raffle, 'status' | 'endTime'>, at: number): Raffle['status'] {
  return at >= Date.parse(raffle.endTime) ? 'ENDED' : raffle.status;
}

/** An envelope opens only from the event's start time until (excluding) its end time. */
function assertRaffleOpen(raffle: Pick<Raffle, 'status' | 'startTime' | 'endTime'>, at: number): void {
  if (at < Date.parse(raffle.startTime)) {
    throw refuse(ERROR_CODES.INVALID_STATE, 'This red envelope event has not started yet', 200, { reason: 'NOT_STARTED', startTime: raffle.startTime });
  }
  if (raffleStatus(raffle, at) !== 'ACTIVE') {
    throw refuse(ERROR_CODES.INVALID_STATE, 'This red envelope event has ended', 200, { reason: 'ENDED', endTime: raffle.endTime });
  }
}

/** A raffle's envelope amount for a member: fixed per member and raffle, between its min and max. */
function envelopeAmount(account: string, raffle: { id: number; minAmount: number; maxAmount: number }): number {
  const span = Math.round((raffle.maxAmount - raffle.minAmount) * 100);
  return round2(raffle.minAmount + (hashText(`${account}:raffle:${raffle.id}`) % (span + 1)) / 100);
}

function referralCodeOf(member: MemberRecord): string {
  return member.affiliateCode ?? `R${member.id}`;
}

/** Joins or applies for a promotion; the caller holds the member's operation key. */
async function applyHeld(member: MemberRecord, body: { id: number; remark?: string }) {
  const record = findPromotion(body.id);
  const current = view(record, member.account);
  if (publicStatus(record) !== 'JOIN') throw refuse(ERROR_CODES.INVALID_STATE, 'This promotion is not open');
  if (current.status !== 'JOIN' && current.status !== 'REJECTED') {
    throw refuse(ERROR_CODES.ALREADY_APPLIED, `Already taking part (${current.status})`);
  }
  const status: PromotionStatus =
    record.review === 'MANUAL' ? 'APPLYING' : record.bonusAmount !== null && record.bonusAmount > 0 ? 'CLAIM' : 'JOINED';
  const key = `${member.account}:${record.id}`;
  const time = isoNow();
  const remark = body.remark ? body.remark : null;
  const reviewAt = status === 'APPLYING' ? reviewAtFromNow() : null;
  if (participations.findFirst((q) => q.where({ key }))) {
    await participations.update((q) => q.where({ key }), {
      data(draft) {
        draft.status = status;
        draft.remark = remark;
        draft.updateTime = time;
        draft.reviewAt = reviewAt;
      },
    });
  } else {
    await participations.create({
      key, account: member.account, promotionId: record.id, status, remark, bonusAmount: record.bonusAmount,
      applyTime: time, updateTime: time, claimTime: null, reviewAt,
    });
  }
  return ok(view(record, member.account));
}

export const promotionsImpl = implement(contract.promotions, {
  // N8: the member's part in every promotion of the catalogue (the catalogue itself is N1's).
  memberList: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    await settleReviews(member.account);
    return ok(catalogue().map((record) => view(record, member.account)));
  },

  available: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    await settleReviews(member.account);
    return ok(availableOf(member.account, ctx.scenario.flags.referral));
  },

  categories: () => ok(promotionCategories.findMany(undefined, { orderBy: { id: 'asc' } }).map(({ id, code, name }) => ({ id, code, name }))),

  // One section per member: a burst of applies sees the first one's participation.
  apply: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => {
      await settleReviewsHeld(member.account);
      return applyHeld(member, body);
    });
  },


  claim: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, body, async () => {
      const record = findPromotion(body.id);
      const key = `${account}:${record.id}`;
      const part = participations.findFirst((q) => q.where({ key }));
      if (!part || part.status !== 'CLAIM') {
        if (part?.status === 'CLAIMED' || part?.status === 'ISSUED') throw refuse(ERROR_CODES.ALREADY_CLAIMED, 'Already claimed');
        throw refuse(ERROR_CODES.INVALID_STATE, 'Nothing to claim for this promotion');
      }
      // WIRE.md §4.4: a requirement not met yet is named in value.data; the member completes it and claims again.
      if (record.requirement === MOBILE_VERIFIED_REQUIREMENT && !member.mobileVerified) {
        throw refuse(ERROR_CODES.PROMOTION_REQUIREMENT, 'Please verify your mobile number first', 400, { data: record.requirement });
      }
      const amount = part.bonusAmount ?? record.bonusAmount ?? 0;
      const row = await post(account, 'BONUS', amount, `PROMO-${record.id}`, `Promotion bonus: ${record.title}`);
      await participations.update((q) => q.where({ key }), {
        data(draft) {
          draft.status = 'CLAIMED';
          draft.claimTime = row.createTime;
          draft.updateTime = row.createTime;
        },
      });
      return { amount, balance: row.balanceAfter, ledgerId: row.id, promotion: view(record, account) };
    });
    return ok(value);
  },

  raffle: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    const at = now();
    const rows = raffles
      .findMany()
      // An event not started yet is not announced; one past its end reads ENDED whatever was stored.
      .filter((raffle) => Date.parse(raffle.startTime) <= at)
      .map((raffle) => ({ ...raffle, status: raffleStatus(raffle, at) }))
      .sort((a, b) => (a.status === b.status ? Date.parse(b.startTime) - Date.parse(a.startTime) : a.status === 'ACTIVE' ? -1 : 1))
      .map((raffle) => {
        const claim = raffleClaims.findFirst((q) => q.where({ account: member.account, raffleId: raffle.id }));
        return { ...raffle, claimed: Boolean(claim), claimedAmount: claim?.amount ?? null };
      });
    return ok({ list: rows });
  },

  claimRaffle: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const account = member.account;
    // N6 carries the raffle id only: the member's operation key keeps a burst to one opening.
    const value = await exclusive([operationKey(account)], async () => {
      const raffle = raffles.findFirst((q) => q.where({ id: body.raffleId }));
      if (!raffle) throw refuse(ERROR_CODES.NOT_FOUND, 'No such red envelope event', 404);
      assertRaffleOpen(raffle, now());
      if (raffleClaims.findFirst((q) => q.where({ account, raffleId: raffle.id }))) {
        throw refuse(ERROR_CODES.ALREADY_CLAIMED, 'You already opened this red envelope');
      }
      const amount = envelopeAmount(account, raffle);
      const row = await post(account, 'BONUS', amount, `RAFFLE-${raffle.id}`, `Red envelope: ${raffle.title}`);
      await raffleClaims.create({ id: nextIdOf(raffleClaims), account, raffleId: raffle.id, amount, claimTime: row.createTime });
      return { raffleId: raffle.id, amount, balance: row.balanceAfter, ledgerId: row.id };
    });
    return ok(value);
  },

  // N9: the rate of every product type, as a percentage.
  rebateSettings: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    return ok(GAME_TYPES.map((productType) => ({ productType, rebateValue: Math.round(rebateRate(productType, member.vipRankLevel) * 10_000) / 100 })));
  },

  manualRebate: async (_input, ctx) => ok(availableRebate(requireRealMember(ctx))),

  claimRebate: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, body, async () => {
      const rebate = availableRebate(member);
      if (!rebate.claimable) {
        throw refuse(ERROR_CODES.NOTHING_TO_CLAIM, `Nothing to claim: the minimum rebate is ${rebate.minClaimAmount}`, 200, { minClaimAmount: rebate.minClaimAmount });
      }
      const id = nextIdOf(rebateClaims);
      const row = await post(account, 'REBATE', rebate.totalAmount, `REBATE-${id}`, 'Manual rebate');
      await rebateClaims.create({
        id, account, amount: rebate.totalAmount, categories: rebate.categories, since: rebate.since, claimTime: row.createTime, ledgerId: row.id,
      });
      return { amount: rebate.totalAmount, balance: row.balanceAfter, ledgerId: row.id, categories: rebate.categories };
    });
    return ok(value);
  },

  rebateHistory: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const rows = rebateClaims
      .findMany((q) => q.where({ account: member.account }))
      .sort((a, b) => Date.parse(b.claimTime) - Date.parse(a.claimTime) || b.id - a.id)
      .map(({ id, amount, since, claimTime, categories }) => ({ id, amount, since, claimTime, categories }));
    return ok(contentPageOf(rows, query.page, query.size));
  },

  referral: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const code = referralCodeOf(member);
    const friends = referrals
      .findMany((q) => q.where({ referrer: member.account }))
      .sort((a, b) => Date.parse(b.registerTime) - Date.parse(a.registerTime));
    const page = contentPageOf(
      friends.map(({ id: _id, referrer: _referrer, pending: _pending, ...friend }) => friend),
      query.page,
      query.size,
    );
    return ok({
      referralCode: code,
      totalInvitations: friends.length,
      // None: the link uses the site's own origin.
      promotionDomains: [],
      referralLink: `/register?referralCode=${encodeURIComponent(code)}`,
      rules:
        '<p>Invite friends with your link or code. You earn 50 when a friend deposits and bets 5,000, plus 0.2% of their valid bets every week.</p>',
      qualifiedCount: friends.filter((friend) => friend.status === 'QUALIFIED').length,
      totalEarnings: round2(friends.reduce((sum, friend) => sum + friend.earned, 0)),
      pendingEarnings: round2(friends.reduce((sum, friend) => sum + friend.pending, 0)),
      friends: page,
    });
  },
});

