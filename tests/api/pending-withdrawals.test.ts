import { describe, expect, it } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { WITHDRAW_DAILY_COUNT } from '../../mocks/wallet/limits';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { firstCard, move, withdraw, withdrawSettings } from '../support/money';
import { refusal } from '../support/refusal';

useSimulatedBackend();

/*
 * Issue 31 point 10, the rule for pending withdrawals (mocks/wallet/limits.ts, README "Security"):
 * several may be pending at once, up to the daily count and amount, which count pending ones; each is
 * debited when submitted, so the withdrawable amount is reduced by every pending one; a cancel or a
 * rejection gives back its amount and its share of the day.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('pending withdrawals', () => {
  it('each pending withdrawal takes its amount from what may be withdrawn, and counts in the day', async () => {
    await loginAs('player01', 'Player@123');
    // The payment desk takes nothing on its own: every withdrawal below stays pending.
    setScenario({ backOffice: 'paused' });
    // Most of the balance into the safe box: what may be withdrawn is then the balance, below the per-withdrawal maximum.
    await move('MAIN', 'SAFE_BOX', 45_000);
    const card = await firstCard();
    let before = await withdrawSettings();
    const made = [];
    for (let index = 0; index < WITHDRAW_DAILY_COUNT; index += 1) {
      made.push(await withdraw(card, 1_000, `pending-${index}`));
      const after = await withdrawSettings();
      expect(after.balance).toBe(round2(before.balance - 1_000));
      // The last of the day leaves nothing to withdraw today, whatever the balance.
      expect(after.available).toBe(index === WITHDRAW_DAILY_COUNT - 1 ? 0 : round2(before.available - 1_000));
      expect(after.usedCountToday).toBe(before.usedCountToday + 1);
      before = after;
    }
    expect(made.every((row) => row.status === 'PENDING')).toBe(true);
    // Pending ones count: the day's count is used although none is paid.
    expect(before.available).toBe(0);
    const sixth = await refusal(withdraw(card, 100, 'pending-sixth'));
    expect(sixth.value).toMatchObject({ reason: 'DAILY_LIMIT' });
    // A cancel gives back the amount and the share of the day.
    await callRoute(contract.wallet.cancelWithdraw, { body: { withdrawId: made[0]!.id } });
    const freed = await withdrawSettings();
    expect(freed.usedCountToday).toBe(WITHDRAW_DAILY_COUNT - 1);
    expect(freed.balance).toBe(round2(before.balance + 1_000));
    expect((await withdraw(card, 100, 'pending-after-cancel')).status).toBe('PENDING');
  });
});
