import { describe, expect, it } from 'vitest';
import { gamesOf } from '../../mocks/games/query';
import { setScenario } from '../../mocks/engine/scenario';
import { forceRedeemDecisions } from '../../mocks/points/backOffice';
import { changePoints } from '../../mocks/points/ledger';
import { forceOrder } from '../../mocks/wallet/back-office';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { deposit, firstCard, move, PAY, withdraw, withdrawSettings } from '../support/money';
import { refusal } from '../support/refusal';

useSimulatedBackend();

/*
 * Issue 31 point 3: holds and limits are counted from facts, not from the last row. The turnover a
 * withdrawal waits for is a running balance of what deposits and bonuses require and what valid bets
 * have met, which no withdrawal, cancelled, rejected or paid, changes; the loss limit counts stakes
 * less game returns, and a refunded withdrawal or mall item is no game return.
 */

let counter = 0;
const rid = (label: string) => `holds-${label}-${(counter += 1)}`;
const asPlayer = () => loginAs('player01', 'Player@123');
const round2 = (value: number) => Math.round(value * 100) / 100;

/** What may be withdrawn and why, as the withdraw screen reads it. */
async function hold() {
  const info = await withdrawSettings();
  return { available: info.available, locked: info.lockedByTurnover, remaining: info.turnover.remaining, required: info.turnover.required };
}

/** player01 after a 20,000 deposit: most of the balance is held until it is played through. */
async function heldDeposit() {
  await asPlayer();
  // Paused: the payment desk takes nothing on its own, so each withdrawal stays cancellable until the test decides it.
  setScenario({ backOffice: 'paused' });
  // Most of the history's balance into the safe box: what may be withdrawn is then the hold's, not the per-withdrawal maximum's.
  await move('MAIN', 'SAFE_BOX', 45_000);
  await deposit(1, 20_000, rid('deposit'));
  const before = await hold();
  expect(before.locked).toBeGreaterThan(10_000);
  return { before, card: await firstCard() };
}

describe('the turnover hold is a running balance that no withdrawal lifts', () => {
  it('a cancelled withdrawal changes nothing (a turnover hold lifted by a cancel)', async () => {
    const { before, card } = await heldDeposit();
    const made = await withdraw(card, 100, rid('cancelled'));
    await callRoute(contract.wallet.cancelWithdraw, { body: { withdrawId: made.id } });
    expect(await hold()).toEqual(before);
    const over = await refusal(withdraw(card, Math.floor(before.available) + 1_000, rid('over')));
    expect(over.errorCode).toBe('withdraw_turnover_not_enough');
  });

  it('a withdrawal the payment desk rejects changes nothing', async () => {
    const { before, card } = await heldDeposit();
    const made = await withdraw(card, 100, rid('rejected'));
    expect(await forceOrder('player01', 'withdrawal', made.id, 'reject')).toBe(true);
    expect(await hold()).toEqual(before);
  });

  it('a paid withdrawal of the free part leaves the hold on the rest', async () => {
    const { before, card } = await heldDeposit();
    const made = await withdraw(card, 100, rid('paid'));
    expect(await forceOrder('player01', 'withdrawal', made.id, 'approve')).toBe(true);
    expect(await hold()).toEqual({ ...before, available: round2(before.available - 100) });
  });

  it('valid bets placed after the deposit meet it; bets placed before it do not', async () => {
    const { before } = await heldDeposit();
    // What the deposit asks is all still owed: the history's bets came before it.
    expect(before.remaining).toBe(before.required);
    const ticket = await slotTicket();
    let staked = 0;
    for (let round = 0; round < 5; round += 1) {
      await callRoute(contract.games.demoBet, { body: { ticket, stake: 100, requestId: rid('bet') } });
      staked += 100;
    }
    const after = await hold();
    // A demo round is a valid bet of its stake.
    expect(after.remaining).toBe(round2(before.remaining - staked));
  });
});

// ---------------------------------------------------------------- loss limit

/** G11's fields for a slot that takes a stake of 5 (WIRE.md §6.4). */
function slot() {
  const game = gamesOf('RNG').find((candidate) => candidate.gameClassify === 'SLOT' && candidate.minBet <= 5 && candidate.maxBet >= 5)!;
  return { gameId: game.gameId, nodeId: game.nodeId, accountType: 1, confirmTrans: 0, vassalage: game.vassalage, launchMode: 'GLS' as const, platform: 'html5-desktop', clientType: 3 };
}

async function slotTicket(): Promise<string> {
  const value = await callRoute(contract.games.launch, { query: slot() });
  return new URLSearchParams((value.content?.game_url ?? value.content?.game_url2 ?? '').split('?')[1]).get('ticket') ?? '';
}

/** Bets 5 a round until the daily loss limit of 50 refuses one; answers the ticket. */
async function reachLossLimit(): Promise<string> {
  await callRoute(contract.responsibleGaming.setLimit, { body: { kind: 'LOSS', period: 'DAILY', amount: 50 } });
  const ticket = await slotTicket();
  for (let round = 0; round < 500; round += 1) {
    const placed = await callRoute(contract.games.demoBet, { body: { ticket, stake: 5, requestId: rid('loss') } }).then(
      () => true,
      (error: { errorCode?: string }) => {
        expect(error.errorCode).toBe('rg_limit_reached');
        return false;
      },
    );
    if (!placed) return ticket;
  }
  throw new Error('the loss limit was never reached');
}

const lossUsed = async () =>
  (await callRoute(contract.responsibleGaming.status)).limits.find((row) => row.kind === 'LOSS' && row.period === 'DAILY')!.used;

describe('the loss limit counts stakes less game returns only', () => {
  it('a cancelled withdrawal is no game return (a loss limit reset by a cancel)', async () => {
    await asPlayer();
    setScenario({ backOffice: 'paused' });
    const ticket = await reachLossLimit();
    const used = await lossUsed();
    const made = await withdraw(await firstCard(), 1_000, rid('cancel'));
    await callRoute(contract.wallet.cancelWithdraw, { body: { withdrawId: made.id } });
    expect(await lossUsed()).toBe(used);
    const refused = await refusal(callRoute(contract.games.demoBet, { body: { ticket, stake: 5, requestId: rid('after') } }));
    expect(refused.errorCode).toBe('rg_limit_reached');
  });

  it('a rejected mall redeem\'s cash refund is no game return', async () => {
    await asPlayer();
    const ticket = await reachLossLimit();
    const used = await lossUsed();
    // Item 14 costs 150,000 points and a cash part of 2,000; the back office rejects it and refunds both.
    await changePoints('player01', 'ADJUST', 150_000, 'Test points for a redeem', 'TEST');
    await callRoute(contract.points.redeem, { body: { rewardId: 14, quantity: 1, password: PAY, requestId: rid('mall') } });
    expect(await forceRedeemDecisions('REJECTED')).toBeGreaterThan(0);
    expect(await lossUsed()).toBe(used);
    const refused = await refusal(callRoute(contract.games.demoBet, { body: { ticket, stake: 5, requestId: rid('after-mall') } }));
    expect(refused.errorCode).toBe('rg_limit_reached');
  });
});
