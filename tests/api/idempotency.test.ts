import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../mocks/wallet/ledger';
import { once } from '../../mocks/wallet/idempotency';
import { debit } from '../../mocks/wallet/ledger';
import { useSimulatedBackend } from '../support/backend';

useSimulatedBackend();

describe('once(): no double spend on a repeated submit', () => {
  it('runs the action once per account and request id and replays the first answer', async () => {
    const before = balanceOf('player01');
    const spend = () => debit('player01', 'WITHDRAW', 10, 'TEST-1').then((row) => row.balanceAfter);
    const first = await once('player01', 'req-00000001', 'wallet.withdraw', { amount: 10 }, spend);
    const second = await once('player01', 'req-00000001', 'wallet.withdraw', { amount: 10 }, spend);
    expect(second).toBe(first);
    expect(balanceOf('player01')).toBe(Math.round((before - 10) * 100) / 100);
  });

  it('refuses the same request id on another route', async () => {
    await once('player01', 'req-00000002', 'wallet.withdraw', {}, async () => 1);
    await expect(once('player01', 'req-00000002', 'points.convert', {}, async () => 2)).rejects.toMatchObject({ errorCode: 'duplicate_request' });
  });

  it('keeps request ids apart per account', async () => {
    await once('player01', 'req-00000003', 'wallet.withdraw', {}, async () => 'a');
    await expect(once('agent_div', 'req-00000003', 'wallet.withdraw', {}, async () => 'b')).resolves.toBe('b');
  });

  it('refuses a debit below zero and leaves the balance untouched', async () => {
    const before = balanceOf('newbie01');
    await expect(debit('newbie01', 'WITHDRAW', before + 1, 'TEST-2')).rejects.toMatchObject({ errorCode: 'balance_not_enough' });
    expect(balanceOf('newbie01')).toBe(before);
  });
});
