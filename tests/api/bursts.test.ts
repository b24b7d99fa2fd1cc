import { describe, expect, it } from 'vitest';
import { PAYMENT_PASSWORD_MAX_TRIES } from '../../mocks/member/payment-password';
import { setScenario } from '../../mocks/engine/scenario';
import { pointsOf } from '../../mocks/points/ledger';
import { pointsDetails, redeemEntries } from '../../mocks/points/collections';
import { raffleClaims, rebateClaims } from '../../mocks/promotions/collections';
import { deposits, ledger, transfers, wallets, withdrawals } from '../../mocks/wallet/collections';
import { balanceOf, ledgerSumOf } from '../../mocks/wallet/ledger';
import { safeBoxOf } from '../../mocks/wallet/orders';
import { callRoute, contract } from '../../src/lib/api';
import { favourites } from '../../mocks/favourites/collections';
import { members } from '../../mocks/member/collections';
import { messages } from '../../mocks/messages/collections';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { humanCheck } from '../support/human';
import { favouritesExamples } from './examples/favourites';
import { kycExamples } from './examples/kyc';
import { round2 } from '../../mocks/engine/helpers';
import { convertResultSchema, redeemResultSchema } from '../../contracts/points';
import { deposit, firstCard, move, PAY, withdraw, withdrawSettings } from '../support/money';
import { BURST, burst } from '../support/burst';

useSimulatedBackend();

/**
 * Bursts of 20 parallel requests on every money route, the way a
 * double-clicking user or a script sends them: the books must balance, nothing
 * may go negative, and "once" rules must give exactly one success.
 */
let serial = 0;
const rid = (label: string) => `burst-${label}-${(serial += 1)}`;

function uniqueIds(rows: Array<{ id: number }>, what: string): void {
  const ids = rows.map((row) => row.id);
  expect(new Set(ids).size, `${what} ids repeat`).toBe(ids.length);
}

/** The books after a burst: every balance is its ledger's sum, nothing negative, ids unique. */
function expectBooksBalanced(): void {
  for (const wallet of wallets.all()) {
    expect(wallet.balance, `${wallet.account} balance vs ledger`).toBe(ledgerSumOf(wallet.account));
    expect(wallet.balance, `${wallet.account} balance`).toBeGreaterThanOrEqual(0);
    expect(safeBoxOf(wallet.account), `${wallet.account} safe box`).toBeGreaterThanOrEqual(0);
  }
  for (const row of ledger.all()) expect(row.balanceAfter, `ledger row ${row.id}`).toBeGreaterThanOrEqual(0);
  uniqueIds(ledger.all(), 'ledger');
  uniqueIds(transfers.all(), 'transfer');
  uniqueIds(deposits.all(), 'deposit');
  uniqueIds(withdrawals.all(), 'withdrawal');
  uniqueIds(redeemEntries.all(), 'redeem');
  uniqueIds(pointsDetails.all(), 'points detail');
  uniqueIds(raffleClaims.all(), 'raffle claim');
  uniqueIds(rebateClaims.all(), 'rebate claim');
}

const asPlayer = () => loginAs('player01', 'Player@123');

describe('the seeded books', () => {
  it('start balanced', () => {
    expectBooksBalanced();
  });
});

describe('wallet.transfer under a burst', () => {
  // W3 carries no request id (WIRE.md §6.3 gives three fields): 20 sends are 20 transfers, each moved once, in turn.
  it('20 transfers sent at once are 20 moves, each recorded once, none lost or doubled', async () => {
    await asPlayer();
    const before = { main: balanceOf('player01'), safe: safeBoxOf('player01'), moves: transfers.findMany((q) => q.where({ account: 'player01' })).length };
    const { ok } = await burst(() => move('MAIN', 'SAFE_BOX', 500));
    expect(ok).toHaveLength(BURST);
    expect(balanceOf('player01')).toBe(round2(before.main - BURST * 500));
    expect(safeBoxOf('player01')).toBe(round2(before.safe + BURST * 500));
    expect(transfers.findMany((q) => q.where({ account: 'player01' }))).toHaveLength(before.moves + BURST);
    expectBooksBalanced();
  });

  it('20 x 3,000 against the balance: as many go through as the balance covers, no money is created', async () => {
    await asPlayer();
    const before = { main: balanceOf('player01'), safe: safeBoxOf('player01') };
    const fits = Math.floor(before.main / 3_000);
    expect(fits).toBeLessThan(BURST);
    const { ok, refused } = await burst(() => move('MAIN', 'SAFE_BOX', 3_000));
    expect(ok).toHaveLength(fits);
    expect(refused.every((error) => error.errorCode === 'balance_not_enough')).toBe(true);
    expect(balanceOf('player01')).toBe(round2(before.main - fits * 3_000));
    expect(safeBoxOf('player01')).toBe(round2(before.safe + fits * 3_000));
    expect(round2(balanceOf('player01') + safeBoxOf('player01'))).toBe(round2(before.main + before.safe));
    expectBooksBalanced();
  });

  it('the safe box never goes below zero', async () => {
    await asPlayer();
    const safe = safeBoxOf('player01');
    const amount = round2(safe / 2 + 1);
    const { ok } = await burst(() => move('SAFE_BOX', 'MAIN', amount));
    expect(ok).toHaveLength(1);
    expect(safeBoxOf('player01')).toBe(round2(safe - amount));
    expectBooksBalanced();
  });
});

describe('the deposit relays under a burst', () => {
  it('one requestId creates one order and credits once', async () => {
    await asPlayer();
    const before = balanceOf('player01');
    const count = deposits.findMany((q) => q.where({ account: 'player01' })).length;
    const requestId = rid('dep');
    const { ok } = await burst(() => deposit(1, 500, requestId));
    expect(ok).toHaveLength(BURST);
    expect(new Set(ok.map((order) => order.id)).size).toBe(1);
    expect(deposits.findMany((q) => q.where({ account: 'player01' }))).toHaveLength(count + 1);
    const credited = ok[0]!.status === 'APPROVED' ? ok[0]!.creditedAmount : 0;
    expect(balanceOf('player01')).toBe(round2(before + credited));
    expectBooksBalanced();
  });

  it('20 different deposits make 20 orders with their own ids', async () => {
    await asPlayer();
    const before = balanceOf('player01');
    const { ok } = await burst(() => deposit(1, 500, rid('dep')));
    expect(ok).toHaveLength(BURST);
    expect(new Set(ok.map((order) => order.id)).size).toBe(BURST);
    const credited = ok.reduce((sum, order) => sum + (order.status === 'APPROVED' ? order.creditedAmount : 0), 0);
    expect(balanceOf('player01')).toBe(round2(before + credited));
    expectBooksBalanced();
  });
});

describe('wallet.withdraw under a burst', () => {
  it('the daily count holds: only the withdrawals left today go through', async () => {
    await asPlayer();
    const info = await withdrawSettings();
    const left = info.dailyCountLimit - info.usedCountToday;
    const before = balanceOf('player01');
    const card = info.bankCards[0]!;
    const { ok, refused } = await burst(() => withdraw(card, 1_000, rid('wd')));
    expect(ok).toHaveLength(left);
    expect(refused.every((error) => error.errorCode === 'state_invalid')).toBe(true);
    expect(balanceOf('player01')).toBe(round2(before - left * 1_000));
    expectBooksBalanced();
  });

  it('one requestId withdraws once', async () => {
    await asPlayer();
    const card = await firstCard();
    const before = balanceOf('player01');
    const requestId = rid('wd-same');
    const { ok } = await burst(() => withdraw(card, 1_000, requestId));
    expect(ok).toHaveLength(BURST);
    expect(new Set(ok.map((row) => row.id)).size).toBe(1);
    expect(balanceOf('player01')).toBe(round2(before - 1_000));
    expectBooksBalanced();
  });
});

describe('wallet.transferToUpline under a burst', () => {
  it('never spends more than the balance and credits the upline exactly what left', async () => {
    await asPlayer();
    const info = await callRoute(contract.wallet.uplineTransferInfo);
    const upline = info.upline!;
    const before = { me: balanceOf('player01'), upline: balanceOf(upline) };
    const amount = round2(Math.ceil(before.me / 10) + 0.5);
    const { ok } = await burst(() => callRoute(contract.wallet.transferToUpline, { body: { transferAmount: amount, password: PAY, requestId: rid('up') } }));
    const fits = Math.floor(before.me / amount);
    expect(ok).toHaveLength(fits);
    expect(balanceOf('player01')).toBe(round2(before.me - fits * amount));
    expect(balanceOf(upline)).toBe(round2(before.upline + fits * amount));
    expectBooksBalanced();
  });

  it('one requestId transfers once', async () => {
    await asPlayer();
    const before = balanceOf('player01');
    const requestId = rid('up-same');
    const { ok } = await burst(() => callRoute(contract.wallet.transferToUpline, { body: { transferAmount: 50, password: PAY, requestId } }));
    expect(ok).toHaveLength(BURST);
    expect(new Set(ok.map((row) => row.id)).size).toBe(1);
    expect(balanceOf('player01')).toBe(round2(before - 50));
    expectBooksBalanced();
  });
});

describe('"once" rules under a burst of different request ids', () => {
  it('promotions.apply: one application', async () => {
    await asPlayer();
    const { ok, refused } = await burst(() => callRoute(contract.promotions.apply, { body: { id: 18, remark: 'burst' } }));
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error.errorCode === 'already_applied')).toBe(true);
  });

  it('promotions.claim: one bonus', async () => {
    await asPlayer();
    const before = balanceOf('player01');
    const { ok } = await burst(() => callRoute(contract.promotions.claim, { body: { id: 8, requestId: rid('promo') } }));
    expect(ok).toHaveLength(1);
    expect(balanceOf('player01')).toBe(round2(before + ok[0]!.amount));
    expectBooksBalanced();
  });

  it('promotions.claimRaffle: one red envelope', async () => {
    await asPlayer();
    const before = balanceOf('player01');
    const { ok } = await burst(() => callRoute(contract.promotions.claimRaffle, { body: { raffleId: 2 } }));
    expect(ok).toHaveLength(1);
    expect(raffleClaims.findMany((q) => q.where({ account: 'player01', raffleId: 2 }))).toHaveLength(1);
    expect(balanceOf('player01')).toBe(round2(before + ok[0]!.amount));
    expectBooksBalanced();
  });

  it('promotions.claimRebate: one rebate', async () => {
    await asPlayer();
    const before = balanceOf('player01');
    const { ok } = await burst(() => callRoute(contract.promotions.claimRebate, { body: { requestId: rid('rebate') } }));
    expect(ok).toHaveLength(1);
    expect(balanceOf('player01')).toBe(round2(before + ok[0]!.amount));
    expectBooksBalanced();
  });

  it('rewards.claim: one reward', async () => {
    await asPlayer();
    const before = { balance: balanceOf('player01'), points: pointsOf('player01') };
    const { ok } = await burst(() => callRoute(contract.rewards.claim, { body: { id: 3, requestId: rid('reward') } }));
    expect(ok).toHaveLength(1);
    expect(balanceOf('player01')).toBe(round2(before.balance + ok[0]!.item.amount));
    expect(pointsOf('player01')).toBe(before.points + ok[0]!.item.points);
    expectBooksBalanced();
  });
});

describe('points under a burst', () => {
  it('points.redeem: the per-member limit and the points hold', async () => {
    await asPlayer();
    const before = pointsOf('player01');
    const { ok } = await burst(() => callRoute(contract.points.redeem, { body: { rewardId: 4, quantity: 1, password: PAY, requestId: rid('redeem') } }));
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBeLessThan(BURST);
    const spent = ok.reduce((sum, value) => sum + redeemResultSchema.parse(value).entry.requiredPoints, 0);
    expect(pointsOf('player01')).toBe(before - spent);
    expect(pointsOf('player01')).toBeGreaterThanOrEqual(0);
    expectBooksBalanced();
  });

  it('points.convert: points spent once per conversion, never below zero', async () => {
    await asPlayer();
    const before = { balance: balanceOf('player01'), points: pointsOf('player01') };
    const { ok } = await burst(() => callRoute(contract.points.convert, { body: { points: 1_400, password: PAY, requestId: rid('convert') } }));
    expect(ok.length).toBeGreaterThan(0);
    const results = ok.map((value) => convertResultSchema.parse(value));
    const points = results.reduce((sum, value) => sum + value.points, 0);
    const amount = results.reduce((sum, value) => sum + value.amount, 0);
    expect(pointsOf('player01')).toBe(before.points - points);
    expect(balanceOf('player01')).toBe(round2(before.balance + amount));
    expectBooksBalanced();
  });
});

describe('guesses under a burst', () => {
  it('the payment password locks after 5 wrong tries even when 20 arrive at once', async () => {
    await asPlayer();
    const before = pointsOf('player01');
    // The right password rides in the last place: the lock must have shut before it is looked at.
    const { ok, refused } = await burst((index) =>
      callRoute(contract.points.convert, { body: { points: 1_400, password: index === BURST - 1 ? PAY : '000000', requestId: rid('guess') } }),
    );
    expect(ok).toHaveLength(0);
    const codes = refused.map((error) => error.errorCode);
    expect(codes.filter((code) => code === 'invalid.payment.pw')).toHaveLength(PAYMENT_PASSWORD_MAX_TRIES - 1);
    expect(codes.filter((code) => code === 'payment.pw.locked')).toHaveLength(BURST - PAYMENT_PASSWORD_MAX_TRIES + 1);
    expect(pointsOf('player01')).toBe(before);
  });

  it('a burst of password guesses from one caller gets one try before the captcha', async () => {
    const { refused } = await burst(() => callRoute(contract.session.login, { body: { username: 'player01', password: 'wrong-password', type: 'username' } }));
    const codes = refused.map((error) => error.errorCode);
    expect(codes).toHaveLength(BURST);
    expect(codes.filter((code) => code === 'login.password.incorrect')).toHaveLength(1);
    expect(codes.filter((code) => code === 'captcha_required')).toHaveLength(BURST - 1);
  });
});

describe('registration under a burst', () => {
  const registration = { domain: 'demo.casino.local', login: true as const, registerUrl: 'https://demo.casino.local/register', registerMethod: 'WEB' as const };

  it('one username sent 20 times at once makes one account', async () => {
    const checks = await Promise.all(Array.from({ length: BURST }, () => humanCheck()));
    const { ok, refused } = await burst((index) =>
      callRoute(contract.member.register, { body: { ...registration, ...checks[index]!, username: 'burst01', password: 'Burst@123', confirmPassword: 'Burst@123' } }),
    );
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error.errorCode === 'username_exists')).toBe(true);
    expect(members.findMany((q) => q.where({ account: 'burst01' }))).toHaveLength(1);
  });

  it('one mobile number sent 20 times at once makes one account', async () => {
    setScenario({ flags: { REGMOBVERF3: false } });
    const checks = await Promise.all(Array.from({ length: BURST }, () => humanCheck()));
    const { ok, refused } = await burst((index) =>
      callRoute(contract.member.registerMobile, {
        body: { ...registration, ...checks[index]!, username: '9995557777', mobileNum: '9995557777', countryDialingCode: '+63', password: 'Mobile@123' },
      }),
    );
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error.errorCode === 'mobile_exists')).toBe(true);
    expect(members.findMany((q) => q.where({ mobileNum: '9995557777' }))).toHaveLength(1);
  });

  it('an agent registering one downline username 20 times at once makes one account', async () => {
    await loginAs('agent_div', 'Agent@123');
    const { ok, refused } = await burst(() =>
      callRoute(contract.agent.registerDownline, { body: { username: 'burstdl01', password: 'Member123', confirmPassword: 'Member123' } }),
    );
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error.errorCode === 'username_exists')).toBe(true);
    expect(members.findMany((q) => q.where({ account: 'burstdl01' }))).toHaveLength(1);
  });
});

describe('other "once" rules under a burst', () => {
  it('favourites.add: one row per game', async () => {
    await asPlayer();
    const { body } = await favouritesExamples.add.args();
    const { ok } = await burst(() => callRoute(contract.favourites.add, { body }));
    expect(ok).toHaveLength(BURST);
    expect(favourites.findMany((q) => q.where({ account: 'player01', nodeId: body.nodeId }))).toHaveLength(1);
    const ids = (await callRoute(contract.favourites.ids)).map(String);
    expect(ids.filter((id) => id === String(body.nodeId))).toHaveLength(1);
  });

  it('kyc.uploadIdImage: one submission and one message, the rest see it under review', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    const { body } = await kycExamples.uploadIdImage.args();
    const before = messages.findMany((q) => q.where({ account: 'kycpending01' })).length;
    const { ok, refused } = await burst(() => callRoute(contract.kyc.uploadIdImage, { body }));
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error.errorCode === 'state_invalid')).toBe(true);
    expect(messages.findMany((q) => q.where({ account: 'kycpending01' }))).toHaveLength(before + 1);
  });
});

describe('demo bets under a burst', () => {
  async function launchDemo(freeTrial: boolean, guest = false) {
    const { games } = await callRoute(contract.games.list, { query: { gameType: 'RNG', pageSize: 50 } });
    const game = games.find((item) => (freeTrial ? item.supportPlay === 0 : true) && item.gameId)!;
    const fields = { gameId: game.gameId!, nodeId: game.nodeId, vassalage: game.vassalage!, platform: 'html5-desktop' };
    const launched = guest
      ? await callRoute(contract.games.trialLaunch, { query: fields })
      : await callRoute(contract.games.launch, { query: { ...fields, launchMode: 'GLS', accountType: freeTrial ? 0 : 1, confirmTrans: 0, clientType: 3 } });
    const url = launched.content?.game_url ?? launched.content?.game_url2 ?? '';
    return new URLSearchParams(url.split('?')[1]).get('ticket') ?? '';
  }

  it('games.demoBet: 20 parallel rounds keep balance and ledger in step', async () => {
    await asPlayer();
    const ticket = await launchDemo(false);
    const before = balanceOf('player01');
    const { ok } = await burst(() => callRoute(contract.games.demoBet, { body: { ticket, stake: 10, requestId: rid('bet') } }));
    expect(ok).toHaveLength(BURST);
    const net = ok.reduce((sum, round) => sum - round.stake + round.win, 0);
    expect(balanceOf('player01')).toBe(round2(before + net));
    expectBooksBalanced();
  });

  it('games.demoBet: one requestId plays one round', async () => {
    await asPlayer();
    const ticket = await launchDemo(false);
    const before = balanceOf('player01');
    const requestId = rid('bet-same');
    const { ok } = await burst(() => callRoute(contract.games.demoBet, { body: { ticket, stake: 10, requestId } }));
    expect(ok).toHaveLength(BURST);
    expect(new Set(ok.map((round) => round.roundId)).size).toBe(1);
    expect(balanceOf('player01')).toBe(round2(before - 10 + ok[0]!.win));
    expectBooksBalanced();
  });

  it('games.trialBet: demo credits never go negative and no wallet moves', async () => {
    useToken(null);
    const ticket = await launchDemo(true, true);
    const session = await callRoute(contract.games.trialSession, { query: { ticket } });
    // A stake the credits cover about ten times: a burst of 20 must stop at the credits.
    const stake = Math.max(session.minBet, Math.min(session.maxBet, Math.floor(session.balance / 10) + 1));
    const { ok } = await burst(() => callRoute(contract.games.trialBet, { body: { ticket, stake, requestId: rid('trial') } }));
    expect(ok.length).toBeGreaterThan(0);
    for (const round of ok) expect(round.balance).toBeGreaterThanOrEqual(0);
    const after = await callRoute(contract.games.trialSession, { query: { ticket } });
    expect(after.balance).toBe(round2(session.balance + ok.reduce((sum, round) => sum - round.stake + round.win, 0)));
    expectBooksBalanced();
  });
});

describe('agent.transferToDownline under a burst', () => {
  it('never spends more than the agent holds', async () => {
    await loginAs('agent_div', 'Agent@123');
    const before = { agent: balanceOf('agent_div'), downline: balanceOf('agent_div_dl01') };
    const amount = round2(Math.ceil(before.agent / 10) + 0.25);
    const fits = Math.floor(before.agent / amount);
    const { ok } = await burst(() =>
      callRoute(contract.agent.transferToDownline, { body: { subordinateName: 'agent_div_dl01', transferAmount: amount, password: '135790', requestId: rid('dl') } }),
    );
    expect(ok).toHaveLength(fits);
    expect(balanceOf('agent_div')).toBe(round2(before.agent - fits * amount));
    expect(balanceOf('agent_div_dl01')).toBe(round2(before.downline + fits * amount));
    expectBooksBalanced();
  });

  it('one requestId transfers once', async () => {
    await loginAs('agent_div', 'Agent@123');
    const before = balanceOf('agent_div');
    const requestId = rid('dl-same');
    const { ok } = await burst(() =>
      callRoute(contract.agent.transferToDownline, { body: { subordinateName: 'agent_div_dl01', transferAmount: 250, password: '135790', requestId } }),
    );
    expect(ok).toHaveLength(BURST);
    expect(new Set(ok.map((value) => value.reference)).size).toBe(1);
    expect(balanceOf('agent_div')).toBe(round2(before - 250));
    expectBooksBalanced();
  });
});
