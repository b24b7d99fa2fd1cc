import { describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../mocks/engine/clock';
import { presetRange } from '../../src/components/DateRange/presets';
import { callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend } from '../support/backend';
import { deposit, ledgerRows, mainBalance } from '../support/money';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const records = contract.records;
const asPlayer = () => loginAs('player01', 'Player@123');
const r2 = (value: number) => Math.round(value * 100) / 100;

describe('records.bets', () => {
  it('pages ~60 days of bets newest first, with totals of the whole filter', async () => {
    await asPlayer();
    const first = await callRoute(records.bets, { query: {} });
    // The report's default page is 10 rows.
    expect(first.pageNum).toBe(1);
    expect(first.content).toHaveLength(10);
    expect(first.totalElements).toBeGreaterThan(180);
    expect(first.totals.betCount).toBe(first.totalElements);
    const times = first.content.map((bet) => Date.parse(bet.betTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const everything = await callRoute(records.bets, { query: { size: 999 } });
    expect(everything.totals.profitLoss).toBeCloseTo(everything.content.reduce((sum, bet) => sum + bet.profitLoss, 0), 2);
    expect(everything.content.every((bet) => bet.account === 'player01')).toBe(true);
    const oldest = everything.content[everything.content.length - 1]!;
    expect(oldest.betTime < '2026-09-03').toBe(true);
  });

  it('filters by game type, vendor, status and date range', async () => {
    await asPlayer();
    const live = await callRoute(records.bets, { query: { gameType: 'LIVE', size: 999 } });
    expect(live.content.length).toBeGreaterThan(0);
    expect(live.content.every((bet) => bet.gameType === 'LIVE')).toBe(true);
    const vendor = live.content[0]!.vassalage;
    const byVendor = await callRoute(records.bets, { query: { gameType: 'LIVE', vassalage: vendor, size: 999 } });
    expect(byVendor.content.every((bet) => bet.vassalage === vendor)).toBe(true);
    const open = await callRoute(records.bets, { query: { status: 'UNSETTLED' } });
    expect(open.content.length).toBeGreaterThanOrEqual(1);
    expect(open.content.every((bet) => bet.settleTime === null && bet.profitLoss === 0)).toBe(true);
    const week = await callRoute(records.bets, { query: { startTime: '2026-10-25', endTime: '2026-10-31', size: 999 } });
    expect(week.content.every((bet) => bet.betTime >= '2026-10-25' && bet.betTime < '2026-11-01')).toBe(true);
    expect(week.totalElements).toBeLessThan((await callRoute(records.bets, { query: {} })).totalElements!);
  });

  it('refuses an unknown game type, a malformed date, a guest and a trial account', async () => {
    expect((await refusal(callRoute(records.bets, { query: {} }))).errorCode).toBe('login.not.session');
    await asPlayer();
    expect((await refusal(callRoute(records.bets, { query: { gameType: 'POKER' as never } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(records.bets, { query: { startTime: '2026-1-1' } }))).status).toBe(400);
    await asTrial();
    expect((await refusal(callRoute(records.bets, { query: {} }))).errorCode).toBe('in_need_true_account');
  });
});

describe('records.transactions (N27 ODSFE2_MemTransDet)', () => {
  it('lists the main wallet (account type 2) newest first; each row follows from the one before it', async () => {
    await asPlayer();
    const page = await ledgerRows({ size: 50 });
    expect(page.rows.every((row) => row.accountTypeId === 2)).toBe(true);
    for (let i = 0; i < page.rows.length - 1; i += 1) {
      const row = page.rows[i]!;
      expect(r2(page.rows[i + 1]!.balanceAfter + row.amount)).toBe(row.balanceAfter);
    }
    expect(page.rows[0]!.balanceAfter).toBe(await mainBalance());
    expect(Number(page.totals!.net)).toBeCloseTo(Number(page.totals!.credit) - Number(page.totals!.debit), 2);
  });

  it('filters by codeTypes and shows a new deposit on top', async () => {
    await asPlayer();
    const bonuses = await ledgerRows({ codeTypes: 'BONUS', size: 100 });
    expect(bonuses.rows.every((row) => row.kind === 'BONUS' && row.amount > 0)).toBe(true);
    expect(bonuses.totals!.debit).toBe(0);
    const both = await ledgerRows({ codeTypes: 'BONUS,REBATE', size: 100 });
    expect(new Set(both.rows.map((row) => row.kind))).toEqual(new Set(['BONUS', 'REBATE']));
    const order = await deposit(2, 200, 'records-deposit-1');
    const top = (await ledgerRows({ size: 1 })).rows[0]!;
    expect(top).toMatchObject({ kind: 'DEPOSIT', amount: order.creditedAmount, reference: `DEP-${order.id}` });
    // A code this backend does not know lists nothing.
    expect((await ledgerRows({ codeTypes: 'GIFT' })).rows).toEqual([]);
  });

  it('answers the points rows (account type 9) for txTypeIds 8102,8202: credits 8102, debits 8202', async () => {
    await asPlayer();
    const value = await callRoute(records.transactions, { query: { txTypeIds: '8102,8202', page: 1, size: 100 } });
    expect(value.content.length).toBeGreaterThan(5);
    for (const row of value.content) {
      expect(row.accountTypeId).toBe(9);
      expect(row.txTypeId).toBe(Number(row.amount) >= 0 ? 8102 : 8202);
    }
    const debits = await callRoute(records.transactions, { query: { txTypeIds: '8202', page: 1, size: 100 } });
    expect(debits.content.every((row) => Number(row.amount) < 0)).toBe(true);
    expect((await callRoute(records.transactions, { query: { txTypeIds: '9999', page: 1, size: 10 } })).content).toEqual([]);
  });

  it('reads a downline\'s rows for its agent with subordinateName, and refuses anyone else\'s', async () => {
    await loginAs('agent_div', 'Agent@123');
    const theirs = await callRoute(records.transactions, { query: { subordinateName: 'player01', page: 1, size: 5 } });
    await asPlayer();
    const own = await callRoute(records.transactions, { query: { page: 1, size: 5 } });
    expect(theirs.content.map((row) => row.id)).toEqual(own.content.map((row) => row.id));
    expect((await refusal(callRoute(records.transactions, { query: { subordinateName: 'agent_div', page: 1, size: 5 } }))).errorCode).toBe('error_not_agent');
  });

  it('refuses a guest and a malformed time', async () => {
    expect((await refusal(callRoute(records.transactions, { query: {} }))).status).toBe(401);
    await asPlayer();
    expect((await refusal(callRoute(records.transactions, { query: { startTime: '01/10/2026' } }))).errorCode).toBe('request_param_err');
  });
});

describe('records.profit', () => {
  it('sums profit/loss per day and per category, matching the betting record', async () => {
    await asPlayer();
    const range = { startTime: '2026-10-01', endTime: '2026-10-31' };
    const profit = await callRoute(records.profit, { query: range });
    const betsInRange = await callRoute(records.bets, { query: { ...range, size: 999 } });
    expect(profit.totals.profitLoss).toBe(betsInRange.totals.profitLoss);
    expect(profit.totals.validBet).toBe(betsInRange.totals.validBet);
    expect(profit.totals.netProfit).toBeCloseTo(profit.totals.profitLoss + profit.totals.bonus + profit.totals.rebate, 2);
    expect(profit.totals.deposit).toBeGreaterThan(0);
    expect(profit.days.map((day) => day.date)).toEqual([...profit.days.map((day) => day.date)].sort().reverse());
    expect(profit.days.every((day) => day.date >= '2026-10-01' && day.date <= '2026-10-31')).toBe(true);
    expect(profit.days.reduce((sum, day) => sum + day.betCount, 0)).toBe(betsInRange.totalElements);
    expect(profit.categories.reduce((sum, item) => sum + item.betCount, 0)).toBe(betsInRange.totalElements);
    const validBets = profit.categories.map((item) => item.validBet);
    expect(validBets).toEqual([...validBets].sort((a, b) => b - a));
  });

  it('refuses a guest and a malformed date', async () => {
    expect((await refusal(callRoute(records.profit, { query: {} }))).errorCode).toBe('login.not.session');
    await asPlayer();
    expect((await refusal(callRoute(records.profit, { query: { endTime: 'yesterday' } }))).errorCode).toBe('request_param_err');
  });
});

describe('records.bonus', () => {
  it('lists bonuses and rebates with their source', async () => {
    await asPlayer();
    const all = await callRoute(records.bonus, { query: { size: 100 } });
    const sources = new Set(all.content.map((row) => row.source));
    expect(sources).toEqual(new Set(['PROMOTION', 'REBATE', 'RAFFLE', 'REWARD']));
    expect(all.totalAmount).toBeCloseTo(all.content.reduce((sum, row) => sum + row.amount, 0), 2);
    const promotions = await callRoute(records.bonus, { query: { source: 'PROMOTION' } });
    // Four promotion bonuses in the seeded history.
    expect(promotions.content.map((row) => row.amount).sort((a, b) => a - b)).toEqual([58, 88, 100, 288]);
  });

  it('shows a bonus just claimed', async () => {
    await asPlayer();
    await callRoute(contract.promotions.claim, { body: { id: 8, requestId: 'records-claim-8' } });
    const top = (await callRoute(records.bonus, { query: { size: 1 } })).content[0]!;
    expect(top).toMatchObject({ source: 'PROMOTION', amount: 68, reference: 'PROMO-8', status: 'ISSUED' });
  });

  it('refuses an unknown source', async () => {
    await asPlayer();
    expect((await refusal(callRoute(records.bonus, { query: { source: 'LOTTERY' as never } }))).status).toBe(400);
  });
});

describe('records.transactionDetail', () => {
  it('links a bet row to its bet, a deposit to its order and a transfer to its counterparty', async () => {
    await asPlayer();
    const win = (await ledgerRows({ codeTypes: 'WIN', size: 1 })).rows[0]!;
    const detail = await callRoute(records.transactionDetail, { query: { id: win.id } });
    expect(detail.entry).toMatchObject({ id: win.id, kind: 'WIN', amount: win.amount, balanceAfter: win.balanceAfter, reference: win.reference });
    expect(detail.balanceBefore).toBe(r2(win.balanceAfter - win.amount));
    expect(`BET-${detail.bet!.id}`).toBe(win.reference);
    expect(detail.bet!.payout).toBe(win.amount);
    const credited = (await ledgerRows({ codeTypes: 'DEPOSIT', size: 1 })).rows[0]!;
    expect((await callRoute(records.transactionDetail, { query: { id: credited.id } })).deposit!.creditedAmount).toBe(credited.amount);
    const out = (await ledgerRows({ codeTypes: 'TRANSFER_OUT', size: 10 })).rows.find((row) => row.reference.startsWith('UPLINE-'))!;
    expect((await callRoute(records.transactionDetail, { query: { id: out.id } })).counterparty).toBe('agent_div');
    const refund = (await ledgerRows({ codeTypes: 'REFUND', size: 20 })).rows.find((row) => row.reference.startsWith('WD-'))!;
    expect((await callRoute(records.transactionDetail, { query: { id: refund.id } })).withdrawal!.status).toBe('REJECTED');
  });

  it("refuses another member's row, a missing one and a non-numeric id", async () => {
    await loginAs('agent_div_dl01', 'Member@123');
    const theirs = (await ledgerRows({ size: 1 })).rows[0]!;
    await asPlayer();
    expect((await refusal(callRoute(records.transactionDetail, { query: { id: theirs.id } }))).errorCode).toBe('record_not_found');
    expect((await refusal(callRoute(records.transactionDetail, { query: { id: 99_999_999 } }))).status).toBe(400);
    expect((await refusal(callRoute(records.transactionDetail, { query: { id: 'abc' as never } }))).errorCode).toBe('request_param_err');
  });
});

/** Every page of a paged record route, one request per page, as the CSV export walks them. */
async function everyPage<Row>(fetch: (pageNo: number) => Promise<{ content: Row[]; totalPages: number }>): Promise<Row[]> {
  const first = await fetch(1);
  const rows = [...first.content];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) rows.push(...(await fetch(pageNo)).content);
  return rows;
}
const sumOf = <Row>(rows: Row[], pick: (row: Row) => number) => r2(rows.reduce((sum, row) => sum + pick(row), 0));

describe('record totals equal the sum of every page', () => {
  it('bets: each combined filter’s totals are its pages’ sums, and no bet shows twice', async () => {
    await asPlayer();
    const filters = [
      { startTime: '2026-10-02', endTime: '2026-10-31' },
      { gameType: 'RNG' as const, status: 'SETTLED' as const },
      { gameType: 'LIVE' as const, vassalage: 'AG' },
      { status: 'CANCELLED' as const },
    ];
    for (const filter of filters) {
      const first = await callRoute(records.bets, { query: { ...filter, size: 7 } });
      const rows = await everyPage((pageNo) => callRoute(records.bets, { query: { ...filter, page: pageNo, size: 7 } }));
      expect(rows, JSON.stringify(filter)).toHaveLength(first.totalElements!);
      expect(new Set(rows.map((bet) => bet.id)).size).toBe(rows.length);
      expect(first.totals).toEqual({
        betCount: rows.length,
        betAmount: sumOf(rows, (bet) => bet.betAmount),
        validBet: sumOf(rows, (bet) => bet.validBet),
        payout: sumOf(rows, (bet) => bet.payout),
        profitLoss: sumOf(rows, (bet) => bet.profitLoss),
      });
    }
    const cancelled = await callRoute(records.bets, { query: { status: 'CANCELLED', size: 100 } });
    expect(cancelled.content.length).toBeGreaterThan(0);
    expect(cancelled.content.every((bet) => bet.validBet === 0 && bet.profitLoss === 0)).toBe(true);
  });

  it('transactions and bonuses: the totals of a filter are the sums of its pages', async () => {
    await asPlayer();
    const range = { startTime: '2026-10-02', endTime: '2026-10-31' };
    const first = await ledgerRows({ ...range, size: 25 });
    const rows = await everyPage(async (page) => {
      const value = await ledgerRows({ ...range, page, size: 25 });
      return { content: value.rows, totalPages: value.totalPages };
    });
    expect(rows).toHaveLength(first.totalCount);
    expect(first.totals!.credit).toBe(sumOf(rows.filter((row) => row.amount > 0), (row) => row.amount));
    expect(first.totals!.debit).toBe(sumOf(rows.filter((row) => row.amount < 0), (row) => -row.amount));
    const bonusFirst = await callRoute(records.bonus, { query: { size: 3 } });
    const bonuses = await everyPage((pageNo) => callRoute(records.bonus, { query: { page: pageNo, size: 3 } }));
    expect(bonuses).toHaveLength(bonusFirst.totalElements!);
    expect(bonusFirst.totalAmount).toBe(sumOf(bonuses, (row) => row.amount));
    expect(bonusFirst.turnoverRemaining).toBe(sumOf(bonuses, (row) => row.turnoverRequired - row.turnoverCompleted));
  });

  it('profit: the days and the game types add up to the totals, rebates included', async () => {
    await asPlayer();
    const profit = await callRoute(records.profit, { query: { startTime: '2026-09-01', endTime: '2026-10-31' } });
    for (const key of ['betAmount', 'validBet', 'payout', 'profitLoss'] as const) {
      expect(sumOf(profit.days, (day) => day[key]), key).toBe(profit.totals[key]);
      expect(sumOf(profit.categories, (item) => item[key]), key).toBe(profit.totals[key]);
    }
    expect(sumOf(profit.days, (day) => day.bonus)).toBe(profit.totals.bonus);
    expect(sumOf(profit.days, (day) => day.rebate)).toBe(profit.totals.rebate);
    expect(profit.totals.rebate).toBeGreaterThan(0);
    expect(sumOf(profit.categories, (item) => item.rebate)).toBe(profit.totals.rebate);
    for (const item of profit.categories) expect(item.netProfit).toBe(r2(item.profitLoss + item.rebate));
  });
});

describe('records.bonus turnover', () => {
  it('asks each promotion bonus for 3× its amount and rebates for none, and counts a bet once', async () => {
    await asPlayer();
    const all = (await callRoute(records.bonus, { query: { size: 100 } })).content;
    for (const row of all) {
      expect(row.turnoverMultiple, row.reference).toBe(row.source === 'REBATE' ? 0 : 3);
      expect(row.turnoverRequired).toBe(r2(row.amount * row.turnoverMultiple));
      expect(row.turnoverCompleted).toBeGreaterThanOrEqual(0);
      expect(row.turnoverCompleted).toBeLessThanOrEqual(row.turnoverRequired);
    }
    // The seeded player plays every day after each bonus: the seeded bonuses are all met.
    expect(all.filter((row) => row.turnoverMultiple > 0).every((row) => row.turnoverCompleted === row.turnoverRequired)).toBe(true);
    // A bonus claimed now has no bet after it yet.
    await callRoute(contract.promotions.claim, { body: { id: 8, requestId: 'records-turnover-8' } });
    const fresh = (await callRoute(records.bonus, { query: { size: 1 } })).content[0]!;
    expect(fresh).toMatchObject({ amount: 68, turnoverMultiple: 3, turnoverRequired: 204, turnoverCompleted: 0 });
    expect((await callRoute(records.bonus, { query: { size: 1 } })).turnoverRemaining).toBeGreaterThanOrEqual(204);
  });
});

describe('the seeded history and the world clock', () => {
  it('ends the day before the reference date, so every record page’s default preset finds records', async () => {
    await asPlayer();
    const lastDay = new Date(REFERENCE_DATE.getTime() - 86_400_000).toISOString().slice(0, 10);
    const newest = (await callRoute(records.bets, { query: { size: 1 } })).content[0]!;
    expect(newest.betTime.slice(0, 10)).toBe(lastDay);
    // The screens count presets from the viewer's today: a few hours into the reference day.
    const today = new Date(REFERENCE_DATE.getTime() + 3 * 3_600_000);
    const week = presetRange('prev7', today);
    const month = presetRange('prev30', today);
    const query = (range: { from: string; to: string }) => ({ startTime: range.from, endTime: range.to });
    expect((await callRoute(records.bets, { query: query(week) })).totalElements).toBeGreaterThan(10);
    expect((await ledgerRows(query(week))).totalCount).toBeGreaterThan(10);
    expect((await callRoute(records.profit, { query: query(month) })).days.length).toBeGreaterThan(20);
    expect((await callRoute(records.bonus, { query: query(month) })).totalElements).toBeGreaterThanOrEqual(3);
  });
});
