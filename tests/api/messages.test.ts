import { describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../mocks/engine/clock';
import { snapshotWorld } from '../../mocks/world';
import { callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const asPlayer = () => loginAs('player01', 'Player@123');

const inbox = (query: { page?: number; size?: number; read?: boolean; startTime?: number; endTime?: number } = {}) => callRoute(contract.messages.list, { query });
const unread = () => callRoute(contract.messages.unreadCount);

describe('messages.list (N3)', () => {
  it("pages the player's 25 messages newest first", async () => {
    await asPlayer();
    const first = await inbox({ page: 1, size: 10 });
    expect(first).toMatchObject({ totalCount: 25, totalPages: 3, pageNum: 1 });
    expect(first.content).toHaveLength(10);
    const times = first.content.map((message) => Number(message.sendTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.content.slice(0, 7).every((message) => message.read === false)).toBe(true);
    expect(first.content[0]).not.toHaveProperty('account');
    expect(first.content[0]).toMatchObject({ subject: expect.any(String), content: expect.any(String), category: expect.stringMatching(/^(platform|personal)$/) });
    const last = await inbox({ page: 3, size: 10 });
    expect(last.content).toHaveLength(5);
  });

  it('filters by read state and by the time window, as the newest-unread toast asks', async () => {
    await asPlayer();
    const unreadOnly = await inbox({ read: false, size: 100 });
    expect(unreadOnly.totalCount).toBe(7);
    expect(unreadOnly.content.every((message) => message.read === false)).toBe(true);
    expect((await inbox({ read: true, size: 100 })).totalCount).toBe(18);
    const all = (await inbox({ size: 100 })).content.map((message) => Number(message.sendTime));
    const window = await inbox({ startTime: all[4]!, endTime: all[1]!, size: 100 });
    expect(window.content.map((message) => Number(message.sendTime))).toEqual(all.slice(1, 5));
    // The seeded inbox ends at the world's reference date.
    const end = REFERENCE_DATE.getTime();
    const newest = await inbox({ page: 1, size: 1, read: false, startTime: end - 7 * 86_400_000, endTime: end });
    expect(newest.content).toHaveLength(1);
    expect(newest.content[0]!.id).toBe(unreadOnly.content[0]!.id);
  });

  it('shows each member only their own inbox', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    expect((await inbox()).totalCount).toBe(5);
    expect(await unread()).toBe(3);
  });

  it('refuses a guest, a trial account and a bad sort', async () => {
    const guest = await refusal(inbox());
    expect(guest.status).toBe(401);
    expect(guest.errorCode).toBe('login.not.session');
    await asTrial();
    const trial = await refusal(inbox());
    expect(trial.errorCode).toBe('in_need_true_account');
    await asPlayer();
    const bad = await refusal(callRoute(contract.messages.list, { query: { sort: 'subject:asc' as 'sendTime:desc' } }));
    expect(bad.errorCode).toBe('request_param_err');
  });
});

describe('messages.detail', () => {
  it('answers the message and marks it read', async () => {
    await asPlayer();
    const target = (await inbox({ read: false })).content[0]!;
    const detail = await callRoute(contract.messages.detail, { query: { id: Number(target.id) } });
    expect(detail.id).toBe(Number(target.id));
    expect(detail.subject).toBe(target.subject);
    expect(detail.read).toBe(true);
    expect(detail.readTime).not.toBeNull();
    expect(await unread()).toBe(6);
    // Reading it again changes nothing.
    await callRoute(contract.messages.detail, { query: { id: Number(target.id) } });
    expect(await unread()).toBe(6);
  });

  it('does not open another member\'s message', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    const { content } = await inbox();
    await asPlayer();
    const error = await refusal(callRoute(contract.messages.detail, { query: { id: Number(content[0]!.id) } }));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('record_not_found');
    const missing = await refusal(callRoute(contract.messages.detail, { query: { id: 0 } }));
    expect(missing.errorCode).toBe('request_param_err');
  });
});

describe('messages.markRead', () => {
  it('marks chosen ids read, then all', async () => {
    await asPlayer();
    const { content } = await inbox({ read: false });
    const some = await callRoute(contract.messages.markRead, { body: { ids: [Number(content[0]!.id), Number(content[1]!.id)] } });
    expect(some).toEqual({ affected: 2, unreadCount: 5 });
    const all = await callRoute(contract.messages.markRead, { body: { all: true } });
    expect(all).toEqual({ affected: 5, unreadCount: 0 });
    expect((await inbox({ read: false })).totalCount).toBe(0);
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
    expect(await unread()).toBe(7);
  });
});

describe('messages.remove', () => {
  it('deletes the chosen messages and updates the unread count', async () => {
    await asPlayer();
    const ids = (await inbox({ size: 3 })).content.map((message) => Number(message.id));
    const value = await callRoute(contract.messages.remove, { body: { ids } });
    expect(value).toEqual({ affected: 3, unreadCount: 4 });
    const after = await inbox({ size: 100 });
    expect(after.totalCount).toBe(22);
    expect(after.content.some((message) => ids.includes(Number(message.id)))).toBe(false);
    const again = await refusal(callRoute(contract.messages.detail, { query: { id: ids[0]! } }));
    expect(again.errorCode).toBe('record_not_found');
  });

  it('refuses no ids, and deletes nothing when one id is not the member\'s', async () => {
    await asPlayer();
    const none = await refusal(callRoute(contract.messages.remove, { body: { ids: [] } }));
    expect(none.errorCode).toBe('request_param_err');
    const first = (await inbox({ size: 1 })).content[0]!;
    const mixed = await refusal(callRoute(contract.messages.remove, { body: { ids: [Number(first.id), 99_999] } }));
    expect(mixed.errorCode).toBe('record_not_found');
    expect((await inbox()).totalCount).toBe(25);
  });
});

describe('messages.unreadCount (N2)', () => {
  it("answers the member's unread count as a bare number", async () => {
    await asPlayer();
    expect(await unread()).toBe(7);
  });

  it('refuses trial accounts (in_need_true_account) and guests', async () => {
    expect((await refusal(unread())).status).toBe(401);
    await asTrial();
    const error = await refusal(unread());
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('in_need_true_account');
  });
});
