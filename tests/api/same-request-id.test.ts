import { describe, expect, it } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { balanceOf } from '../../mocks/wallet/ledger';
import { callRoute, contract } from '../../src/lib/api';
import { burst } from '../support/burst';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { deposit, firstCard, PAY, withdraw } from '../support/money';
import { refusal } from '../support/refusal';

useSimulatedBackend();

/*
 * Issue 31 point 9: idempotency means the same request. A repeated requestId with a different body is
 * refused with DUPLICATE_REQUEST, never answered with the first request's result. (The handler asks for
 * 409; the wire answers a refusal 400, WIRE.md §4.3 and statusOf in mocks/engine/refusal.ts.)
 */

const asPlayer = () => loginAs('player01', 'Player@123');

describe('a repeated request id with a different body is refused', () => {
  it('a withdrawal of another amount under a used request id (the same requestId answered with the first amount)', async () => {
    await asPlayer();
    setScenario({ backOffice: 'paused' });
    const card = await firstCard();
    const first = await withdraw(card, 100, 'same-id-withdraw');
    const before = balanceOf('player01');
    const refused = await refusal(withdraw(card, 900, 'same-id-withdraw'));
    expect(refused.errorCode).toBe('duplicate_request');
    // Shown in the member's language, not the server's English.
    expect(refused.messageKey).toBe('errors.duplicateRequest');
    expect(balanceOf('player01')).toBe(before);
    // The same request again is still answered with its first result: a double click spends once.
    expect((await withdraw(card, 100, 'same-id-withdraw')).id).toBe(first.id);
  });

  it('a deposit of another amount under a used request id', async () => {
    await asPlayer();
    await deposit(1, 500, 'same-id-deposit');
    const refused = await refusal(deposit(1, 5_000, 'same-id-deposit'));
    expect(refused.errorCode).toBe('duplicate_request');
  });

  it('a transfer to a downline of another amount under a used request id', async () => {
    await loginAs('agent_div', 'Agent@123');
    const body = { subordinateName: 'agent_div_dl01', transferAmount: 250, password: '135790', requestId: 'same-id-transfer' };
    await callRoute(contract.agent.transferToDownline, { body });
    const refused = await refusal(callRoute(contract.agent.transferToDownline, { body: { ...body, transferAmount: 2_500 } }));
    expect(refused.errorCode).toBe('duplicate_request');
  });

  it('a burst of one request id with different amounts acts once, and every other amount is refused', async () => {
    await asPlayer();
    setScenario({ backOffice: 'paused' });
    const card = await firstCard();
    const before = balanceOf('player01');
    // Half the copies ask 100, half 200: whichever runs first acts; copies of it replay, the others are refused.
    const { ok, refused } = await burst((index) => withdraw(card, index % 2 === 0 ? 100 : 200, 'same-id-burst', PAY));
    const amounts = new Set(ok.map((made) => made.amount));
    expect(amounts.size).toBe(1);
    expect(new Set(ok.map((made) => made.id)).size).toBe(1);
    expect(refused.every((error) => error.errorCode === 'duplicate_request')).toBe(true);
    expect(refused).toHaveLength(10);
    expect(balanceOf('player01')).toBe(Math.round((before - [...amounts][0]!) * 100) / 100);
  });
});
