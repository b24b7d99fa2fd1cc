import { describe, expect, it } from 'vitest';
import { snapshotWorld } from '../../mocks/world';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const asPlayer = () => loginAs('player01', 'Player@123');

async function asTrial(): Promise<void> {
  const trial = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
  useToken(trial.token);
}

describe('messages.list', () => {
  it('pages the player\'s 25 messages newest first with the unread count', async () => {
    await asPlayer();
    const first = await callRoute(contract.messages.list, { query: { pageNo: 1, pageSize: 10 } });
    expect(first.totalCount).toBe(25);
    expect(first.totalPages).toBe(3);
    expect(first.list).toHaveLength(10);
    expect(first.unreadCount).toBe(7);
    const times = first.list.map((message) => message.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.list.slice(0, 7).every((message) => !message.read && message.readTime === null)).toBe(true);
    expect(first.list[0]).not.toHaveProperty('account');
    const last = await callRoute(contract.messages.list, { query: { pageNo: 3, pageSize: 10 } });
    expect(last.list).toHaveLength(5);
  });

  it('filters by read state and category', async () => {
    await asPlayer();
    const unread = await callRoute(contract.messages.list, { query: { readState: 'unread', pageSize: 100 } });
    expect(unread.totalCount).toBe(7);
    expect(unread.list.every((message) => !message.read)).toBe(true);
    const read = await callRoute(contract.messages.list, { query: { readState: 'read', pageSize: 100 } });
    expect(read.totalCount).toBe(18);
    const platform = await callRoute(contract.messages.list, { query: { category: 'platform', pageSize: 100 } });
    const personal = await callRoute(contract.messages.list, { query: { category: 'personal', pageSize: 100 } });
    expect(platform.totalCount + personal.totalCount).toBe(25);
    expect(platform.list.every((message) => message.category === 'platform')).toBe(true);
  });

  it('shows each member only their own inbox', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    const value = await callRoute(contract.messages.list, { query: {} });
    expect(value.totalCount).toBe(5);
    expect(value.unreadCount).toBe(3);
  });

  it('refuses a guest, a trial account and a bad read state', async () => {
    const guest = await refusal(callRoute(contract.messages.list, { query: {} }));
    expect(guest.status).toBe(401);
    expect(guest.errorCode).toBe('login.not.session');
    await asTrial();
    const trial = await refusal(callRoute(contract.messages.list, { query: {} }));
    expect(trial.errorCode).toBe('in_need_true_account');
    await asPlayer();
    const bad = await refusal(callRoute(contract.messages.list, { query: { readState: 'maybe' as 'all' } }));
    expect(bad.errorCode).toBe('request_param_err');
  });
});

describe('messages.detail', () => {
  it('answers the message and marks it read', async () => {
    await asPlayer();
    const { list } = await callRoute(contract.messages.list, { query: { readState: 'unread' } });
    const target = list[0]!;
    const detail = await callRoute(contract.messages.detail, { query: { id: target.id } });
    expect(detail.id).toBe(target.id);
    expect(detail.title).toBe(target.title);
    expect(detail.read).toBe(true);
    expect(detail.readTime).not.toBeNull();
    expect((await callRoute(contract.messages.unreadCount)).count).toBe(6);
    // Reading it again changes nothing.
    await callRoute(contract.messages.detail, { query: { id: target.id } });
    expect((await callRoute(contract.messages.unreadCount)).count).toBe(6);
  });

  it('does not open another member\'s message', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    const { list } = await callRoute(contract.messages.list, { query: {} });
    await asPlayer();
    const error = await refusal(callRoute(contract.messages.detail, { query: { id: list[0]!.id } }));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('record_not_found');
    const missing = await refusal(callRoute(contract.messages.detail, { query: { id: 0 } }));
    expect(missing.errorCode).toBe('request_param_err');
  });
});

describe('messages.markRead', () => {
  it('marks chosen ids read, then all', async () => {
    await asPlayer();
    const { list } = await callRoute(contract.messages.list, { query: { readState: 'unread' } });
    const some = await callRoute(contract.messages.markRead, { body: { ids: [list[0]!.id, list[1]!.id] } });
    expect(some).toEqual({ affected: 2, unreadCount: 5 });
    const all = await callRoute(contract.messages.markRead, { body: { all: true } });
    expect(all).toEqual({ affected: 5, unreadCount: 0 });
    expect((await callRoute(contract.messages.list, { query: { readState: 'unread' } })).totalCount).toBe(0);
  });

  it('keeps the read state in the persisted world (a reload keeps it)', async () => {
    await asPlayer();
    await callRoute(contract.messages.markRead, { body: { all: true } });
    const snapshot = snapshotWorld();
    const stored = snapshot.collections['messages.messages'] as Array<{ account: string; read: boolean }>;
    expect(stored.filter((message) => message.account === 'player01').every((message) => message.read)).toBe(true);
  });

  it('refuses an empty request and another member\'s ids', async () => {
    await asPlayer();
    const empty = await refusal(callRoute(contract.messages.markRead, { body: {} }));
    expect(empty.errorCode).toBe('request_param_err');
    expect(empty.message).toContain('body.ids');
    const foreign = await refusal(callRoute(contract.messages.markRead, { body: { ids: [99_999] } }));
    expect(foreign.errorCode).toBe('record_not_found');
    expect((await callRoute(contract.messages.unreadCount)).count).toBe(7);
  });
});

describe('messages.remove', () => {
  it('deletes the chosen messages and updates the unread count', async () => {
    await asPlayer();
    const { list } = await callRoute(contract.messages.list, { query: { pageSize: 3 } });
    const ids = list.map((message) => message.id);
    const value = await callRoute(contract.messages.remove, { body: { ids } });
    expect(value).toEqual({ affected: 3, unreadCount: 4 });
    const after = await callRoute(contract.messages.list, { query: { pageSize: 100 } });
    expect(after.totalCount).toBe(22);
    expect(after.list.some((message) => ids.includes(message.id))).toBe(false);
    const again = await refusal(callRoute(contract.messages.detail, { query: { id: ids[0]! } }));
    expect(again.errorCode).toBe('record_not_found');
  });

  it('refuses no ids, and deletes nothing when one id is not the member\'s', async () => {
    await asPlayer();
    const none = await refusal(callRoute(contract.messages.remove, { body: { ids: [] } }));
    expect(none.errorCode).toBe('request_param_err');
    const { list } = await callRoute(contract.messages.list, { query: { pageSize: 1 } });
    const mixed = await refusal(callRoute(contract.messages.remove, { body: { ids: [list[0]!.id, 99_999] } }));
    expect(mixed.errorCode).toBe('record_not_found');
    expect((await callRoute(contract.messages.list, { query: {} })).totalCount).toBe(25);
  });
});

describe('messages.unreadCount', () => {
  it('counts the member\'s unread messages', async () => {
    await asPlayer();
    expect(await callRoute(contract.messages.unreadCount)).toEqual({ count: 7 });
  });

  it('refuses trial accounts (in_need_true_account) and guests', async () => {
    expect((await refusal(callRoute(contract.messages.unreadCount))).status).toBe(401);
    await asTrial();
    const error = await refusal(callRoute(contract.messages.unreadCount));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('in_need_true_account');
  });
});
