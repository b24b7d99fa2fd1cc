import type { Faker } from '@faker-js/faker';
import type { GameType, LedgerKind } from '../../contracts/shared/constants';
import type { BetRecord } from '../../contracts/records';
import type { WITHDRAW_CONFIRMATIONS } from '../../contracts/shared/constants';
import { daysAgo, fakerFor } from '../engine/fake';
import { members, type MemberRecord } from '../member/collections';
import { REBATE_BASE_RATES, rebateRate } from '../promotions/rebate-rates';
import { convertAmount } from '../points/rates';
import { rebateClaims } from '../promotions/collections';
import { bets, deposits, transfers, withdrawals } from './collections';
import { floor2, round2 } from '../engine/helpers';
import { bankAccountsOf } from './bank-accounts';
import { DEPOSIT_CHANNELS, payToFor } from './channels';
import {
  HISTORY_DAYS,
  PLAYER01_CONVERSIONS,
  PLAYER01_PROMOTION_BONUSES,
  PLAYER01_RAFFLE_CLAIMS,
  PLAYER01_REBATE_CLAIM_DAYS,
  PLAYER01_REWARD_CASH_CLAIMS,
  PLAYER01_SAFE_BOX_MOVES,
  PLAYER01_UPLINE_TRANSFERS,
  PLAYER01_WITHDRAWALS,
  RICH_PLAYER,
  betGames,
  payoutMultiple,
  pickGame,
  type BetGame,
} from './history';
import { balanceOf, post } from './ledger';
import { WITHDRAW_AUTO_RECEIVE_MINUTES } from './limits';

type Confirmation = (typeof WITHDRAW_CONFIRMATIONS)[number];

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** 02:00 UTC (10:00 in Manila) of the UTC day `day` days before the reference date, at whatever hour the reference falls. */
const morningOf = (day: number) => Math.floor(Date.parse(daysAgo(day)) / (1440 * MINUTE)) * 1440 * MINUTE + 120 * MINUTE;

/** A tiny PNG-typed proof placeholder (the screen only needs to know one was uploaded). */
const PROOF_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Allocates ids and writes the ledger and the records in time order, so that
 * every ledger row's balanceAfter follows from the row before it.
 */
class HistoryWriter {
  private betId = 0;
  private depositId = 0;
  private withdrawalId = 0;
  private transferId = 0;
  private rebateId = 0;

  constructor(readonly faker: Faker, readonly games: BetGame[]) {}

  async ledger(account: string, kind: LedgerKind, amount: number, reference: string, remark: string, at: number) {
    return post(account, kind, amount, reference, remark, iso(at));
  }

  async deposit(account: string, channelId: number, amount: number, at: number, status: 'APPROVED' | 'REJECTED' | 'PENDING' = 'APPROVED') {
    const channel = DEPOSIT_CHANNELS.find((item) => item.vendorId === channelId) ?? DEPOSIT_CHANNELS[0]!;
    this.depositId += 1;
    const id = this.depositId;
    const orderNo = `D${dayKey(at)}${String(id).padStart(6, '0')}`;
    const fee = round2(amount * channel.feeRate);
    const approvedAt = at + (channel.approval === 'INSTANT' ? 0 : channel.processingMinutes * MINUTE + 4 * MINUTE);
    await deposits.create({
      id, orderNo, account, requestId: null, channelId: channel.vendorId, channelName: channel.name, channelType: channel.bankType,
      approval: channel.approval, amount, fee, creditedAmount: round2(amount - fee), status, payTo: payToFor(channel, orderNo),
      remark: status === 'REJECTED' ? 'Payment not received by the bank' : status === 'PENDING' ? 'Waiting for the bank to confirm' : '',
      createTime: iso(at), updateTime: iso(status === 'PENDING' ? at : approvedAt), expireTime: iso(at + 30 * MINUTE),
      // Seeded orders were all paid; the open one sits in review until QA decides it.
      paidTime: iso(at + 3 * MINUTE), reviewTime: iso(at + 5 * MINUTE), held: true,
    });
    if (status === 'APPROVED') await this.ledger(account, 'DEPOSIT', round2(amount - fee), `DEP-${id}`, `Deposit via ${channel.name}`, approvedAt);
    return approvedAt;
  }

  /** One bet with its BET row and, once settled, its WIN or REFUND row. Returns when it ended. */
  async bet(account: string, stake: number, at: number, options: { unsettled?: boolean } = {}): Promise<number> {
    const game = pickGame(this.faker, this.games);
    this.betId += 1;
    const id = this.betId;
    const cancelled = !options.unsettled && this.faker.number.int({ min: 1, max: 50 }) === 1;
    const unsettled = options.unsettled === true;
    const settleAt = at + this.faker.number.int({ min: 1, max: 12 }) * MINUTE;
    const payout = unsettled || cancelled ? 0 : round2(stake * payoutMultiple(this.faker));
    const record: BetRecord = {
      id,
      orderNo: `${game.vassalage}-${String(500_000_000 + id * 7919).slice(-9)}`,
      account,
      gameType: game.gameType,
      vassalage: game.vassalage,
      nodeId: game.nodeId,
      gameName: game.gameName,
      gameCode: game.gameCode,
      betAmount: stake,
      validBet: cancelled ? 0 : stake,
      payout,
      profitLoss: unsettled || cancelled ? 0 : round2(payout - stake),
      status: unsettled ? 'UNSETTLED' : cancelled ? 'CANCELLED' : 'SETTLED',
      betTime: iso(at),
      settleTime: unsettled ? null : iso(settleAt),
    };
    await bets.create(record);
    await this.ledger(account, 'BET', -stake, `BET-${id}`, `${game.gameName} (${game.vassalage})`, at);
    if (cancelled) await this.ledger(account, 'REFUND', stake, `BET-${id}`, `Cancelled: ${game.gameName}`, settleAt);
    else if (payout > 0) await this.ledger(account, 'WIN', payout, `BET-${id}`, `${game.gameName} (${game.vassalage})`, settleAt);
    return unsettled ? at : settleAt;
  }

  async withdrawal(member: MemberRecord, amount: number, at: number, outcome: (typeof PLAYER01_WITHDRAWALS)[number]['outcome']) {
    this.withdrawalId += 1;
    const id = this.withdrawalId;
    const account = member.account;
    const bankAccount = bankAccountsOf(member)[id % 2]!;
    const paidAt = at + 40 * MINUTE;
    const paid = outcome !== 'REJECTED' && outcome !== 'PENDING';
    const confirmation: Confirmation | null = paid ? (outcome === 'AUTO_RECEIVED' ? 'RECEIVED' : outcome) : null;
    const confirmAt =
      outcome === 'AUTO_RECEIVED' ? paidAt + WITHDRAW_AUTO_RECEIVE_MINUTES * MINUTE : paidAt + this.faker.number.int({ min: 5, max: 25 }) * MINUTE;
    await this.ledger(account, 'WITHDRAW', -amount, `WD-${id}`, `Withdraw to ${bankAccount.bankName} ${bankAccount.accountNo}`, at);
    await withdrawals.create({
      id,
      orderNo: `W${dayKey(at)}${String(id).padStart(6, '0')}`,
      account,
      requestId: null,
      amount,
      fee: 0,
      actualAmount: amount,
      bankAccount,
      status: outcome === 'REJECTED' ? 'REJECTED' : outcome === 'PENDING' ? 'PENDING' : 'PAID',
      confirmation,
      autoConfirmed: outcome === 'AUTO_RECEIVED',
      receivedAmount: outcome === 'PARTIALLY_RECEIVED' ? round2(amount * 0.6) : outcome === 'ALL_RECEIVED' ? amount : null,
      hasProof: outcome === 'NOT_RECEIVED',
      proofImage: outcome === 'NOT_RECEIVED' ? PROOF_IMAGE : null,
      refundable: outcome === 'PARTIALLY_RECEIVED' || outcome === 'NOT_RECEIVED',
      remark:
        outcome === 'REJECTED'
          ? 'Bank account name does not match the member name'
          : outcome === 'NOT_RECEIVED'
            ? 'Member reported the money did not arrive; under investigation'
            : '',
      createTime: iso(at),
      paidTime: paid ? iso(paidAt) : null,
      confirmDeadline: paid ? iso(paidAt + WITHDRAW_AUTO_RECEIVE_MINUTES * MINUTE) : null,
      confirmTime: paid ? iso(confirmAt) : null,
      reviewTime: iso(at + 10 * MINUTE),
      rejectTime: outcome === 'REJECTED' ? iso(at + 2 * 60 * MINUTE) : null,
      held: true,
    });
    if (outcome === 'REJECTED') {
      await this.ledger(account, 'REFUND', amount, `WD-${id}`, 'Withdrawal rejected: refunded', at + 2 * 60 * MINUTE);
    }
    return outcome === 'REJECTED' ? at + 2 * 60 * MINUTE : at;
  }

  async transfer(account: string, kind: 'SAFE_BOX' | 'UPLINE', from: 'MAIN' | 'SAFE_BOX', amount: number, at: number, counterparty: string, remark: string) {
    this.transferId += 1;
    const id = this.transferId;
    const prefix = kind === 'SAFE_BOX' ? 'SAFEBOX' : 'UPLINE';
    if (from === 'MAIN') await this.ledger(account, 'TRANSFER_OUT', -amount, `${prefix}-${id}`, kind === 'SAFE_BOX' ? 'To safe box' : `To upline ${counterparty}`, at);
    else await this.ledger(account, 'TRANSFER_IN', amount, `${prefix}-${id}`, 'From safe box', at);
    if (kind === 'UPLINE') await this.ledger(counterparty, 'TRANSFER_IN', amount, `${prefix}-${id}`, `From downline ${account}`, at);
    await transfers.create({
      id, account, kind, from, to: from === 'MAIN' ? 'SAFE_BOX' : 'MAIN', amount, counterparty, remark,
      balanceAfter: balanceOf(account), createTime: iso(at),
    });
  }

  /** Manual rebate of the member's settled bets since `since`, claimed at `at`. */
  async rebate(member: MemberRecord, since: number, at: number) {
    const settled = bets.findMany((q) =>
      q.where({ account: member.account, status: 'SETTLED', settleTime: (time) => time !== null && Date.parse(time) > since && Date.parse(time) <= at }),
    );
    const byType = new Map<GameType, number>();
    for (const bet of settled) byType.set(bet.gameType, (byType.get(bet.gameType) ?? 0) + bet.validBet);
    const categories = (Object.keys(REBATE_BASE_RATES) as GameType[])
      .filter((gameType) => byType.has(gameType))
      .map((gameType) => {
        const validBet = round2(byType.get(gameType) ?? 0);
        const rate = rebateRate(gameType, member.vipRankLevel);
        return { gameType, validBet, rate, amount: floor2(validBet * rate) };
      });
    const amount = round2(categories.reduce((sum, item) => sum + item.amount, 0));
    if (amount <= 0) return;
    this.rebateId += 1;
    const row = await this.ledger(member.account, 'REBATE', amount, `REBATE-${this.rebateId}`, 'Manual rebate', at);
    await rebateClaims.create({ id: this.rebateId, account: member.account, amount, categories, since: iso(since), claimTime: iso(at), ledgerId: row.id });
  }
}

function dayKey(ms: number): string {
  return iso(ms).slice(0, 10).replace(/-/g, '');
}

async function seedRichPlayer(writer: HistoryWriter): Promise<void> {
  const { faker } = writer;
  const member = members.findFirst((q) => q.where({ account: RICH_PLAYER }));
  if (!member) return;
  const account = member.account;
  const depositChannels = [1, 3, 2, 5, 4];
  let lastRebate = morningOf(HISTORY_DAYS + 1);
  for (let day = HISTORY_DAYS; day >= 1; day -= 1) {
    let cursor = morningOf(day) + faker.number.int({ min: 0, max: 90 }) * MINUTE;
    const step = (min: number, max: number) => {
      cursor += faker.number.int({ min, max }) * MINUTE;
      return cursor;
    };

    if (day % 4 === 0 || balanceOf(account) < 1_500) {
      const channelId = depositChannels[day % depositChannels.length]!;
      const amount = faker.number.int({ min: 10, max: 50 }) * 100;
      cursor = await writer.deposit(account, channelId, amount, step(1, 20));
    }
    if (day === 27) await writer.deposit(account, 3, 5_000, step(5, 30), 'REJECTED');
    if (day === 1) await writer.deposit(account, 4, 2_000, step(5, 30), 'PENDING');

    for (const bonus of PLAYER01_PROMOTION_BONUSES.filter((item) => item.day === day)) {
      const remark = bonus.status === 'ISSUED' ? 'Promotion bonus issued' : 'Promotion bonus claimed';
      await writer.ledger(account, 'BONUS', bonus.amount, `PROMO-${bonus.promotionId}`, remark, step(2, 20));
    }
    for (const raffle of PLAYER01_RAFFLE_CLAIMS.filter((item) => item.day === day)) {
      await writer.ledger(account, 'BONUS', raffle.amount, `RAFFLE-${raffle.raffleId}`, 'Red envelope', step(2, 20));
    }
    for (const reward of PLAYER01_REWARD_CASH_CLAIMS.filter((item) => item.day === day)) {
      await writer.ledger(account, 'BONUS', reward.amount, `REWARD-${reward.rewardId}`, 'Reward centre claim', step(2, 20));
    }
    for (const [index, conversion] of PLAYER01_CONVERSIONS.entries()) {
      if (conversion.day !== day) continue;
      const amount = convertAmount(conversion.points, member.vipRankLevel);
      await writer.ledger(account, 'REDEEM', amount, `CONVERT-${index + 1}`, `Converted ${conversion.points} points`, step(2, 20));
    }
    if ((PLAYER01_REBATE_CLAIM_DAYS as readonly number[]).includes(day)) {
      const at = step(2, 20);
      await writer.rebate(member, lastRebate, at);
      lastRebate = at;
    }
    for (const move of PLAYER01_SAFE_BOX_MOVES.filter((item) => item.day === day)) {
      await writer.transfer(account, 'SAFE_BOX', move.from, move.amount, step(2, 20), 'SAFE_BOX', '');
    }
    for (const transfer of PLAYER01_UPLINE_TRANSFERS.filter((item) => item.day === day)) {
      if (member.upline) await writer.transfer(account, 'UPLINE', 'MAIN', transfer.amount, step(2, 20), member.upline, transfer.remark);
    }

    const count = faker.number.int({ min: 3, max: 7 });
    for (let n = 0; n < count; n += 1) {
      const balance = balanceOf(account);
      if (balance < 10) break;
      const stake = Math.min(faker.number.int({ min: 1, max: 50 }) * 10, Math.floor(balance / 10) * 10);
      const at = step(5, 50);
      const unsettled = day === 1 && n >= count - 2;
      cursor = await writer.bet(account, stake, at, { unsettled });
    }

    for (const plan of PLAYER01_WITHDRAWALS.filter((item) => item.day === day)) {
      const amount = Math.min(plan.amount, Math.floor(balanceOf(account) / 2 / 100) * 100);
      if (amount >= 100) cursor = await writer.withdrawal(member, amount, step(20, 60), plan.outcome);
    }
  }
}

/** Lighter history for every agent's downline players: the agent team reports read it. */
async function seedDownlines(writer: HistoryWriter): Promise<void> {
  const { faker } = writer;
  const downline = members
    .findMany((q) => q.where({ type: 0, upline: (upline) => upline !== null && upline !== undefined }))
    .filter((member) => member.account !== RICH_PLAYER)
    .sort((a, b) => a.account.localeCompare(b.account));
  for (const member of downline) {
    const account = member.account;
    for (let day = 20; day >= 1; day -= 1) {
      let cursor = morningOf(day) + faker.number.int({ min: 0, max: 300 }) * MINUTE;
      if (balanceOf(account) < 200 && faker.datatype.boolean({ probability: 0.5 })) {
        cursor = await writer.deposit(account, 1, faker.number.int({ min: 5, max: 20 }) * 100, cursor);
      }
      const count = faker.number.int({ min: 0, max: 3 });
      for (let n = 0; n < count; n += 1) {
        const balance = balanceOf(account);
        if (balance < 10) break;
        const stake = Math.min(faker.number.int({ min: 1, max: 20 }) * 10, Math.floor(balance / 10) * 10);
        cursor += faker.number.int({ min: 10, max: 90 }) * MINUTE;
        cursor = await writer.bet(account, stake, cursor);
      }
      if (day === 8 && balanceOf(account) > 1_500) {
        await writer.withdrawal(member, 1_000, cursor + 30 * MINUTE, 'RECEIVED');
      }
    }
  }
}

/** Seeds the wallet domain: player01's 60 days of history and the agents' downline activity. */
export async function seed(): Promise<void> {
  const writer = new HistoryWriter(fakerFor('wallet'), betGames());
  await seedRichPlayer(writer);
  await seedDownlines(writer);
}
