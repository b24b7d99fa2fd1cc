import { beforeEach, describe, expect, it } from 'vitest';
import { gameById } from '../../mocks/games/query';
import { liveRooms } from '../../mocks/live/collections';
import { LIVE_MODEL_COUNT } from '../../mocks/live/seed';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const openRoom = () => liveRooms.all().find((room) => room.status === 'OPEN')!;
const closedRoom = () => liveRooms.all().find((room) => room.status === 'CLOSED')!;

describe('live.models', () => {
  beforeEach(() => loginAs('player01', 'Player@123'));

  it('needs a session (N18 is a token call)', async () => {
    const { useToken } = await import('../support/backend');
    useToken(null);
    expect((await refusal(callRoute(contract.live.models, { query: {} }))).status).toBe(401);
  });

  it('lists the models, online first then by viewers, paged', async () => {
    const value = await callRoute(contract.live.models, { query: { size: 100 } });
    expect(value.content).toHaveLength(LIVE_MODEL_COUNT);
    const online = value.content.map((model) => model.online);
    expect(online).toEqual([...online].sort((a, b) => Number(b) - Number(a)));
    const onlineViewers = value.content.filter((model) => model.online).map((model) => model.viewers ?? 0);
    expect(onlineViewers).toEqual([...onlineViewers].sort((a, b) => b - a));
    const paged = await callRoute(contract.live.models, { query: { size: 7, page: 2 } });
    expect(paged).toMatchObject({ pageNum: 2, totalPages: Math.ceil(LIVE_MODEL_COUNT / 7) });
    expect(paged.content.map((model) => model.modelId)).toEqual(value.content.slice(7, 14).map((model) => model.modelId));
  });

  it('filters online models only', async () => {
    const value = await callRoute(contract.live.models, { query: { onlineOnly: '1', size: 100 } });
    expect(value.content.length).toBeGreaterThan(0);
    expect(value.content.length).toBeLessThan(LIVE_MODEL_COUNT);
    expect(value.content.every((model) => model.online && (model.viewers ?? 0) > 0)).toBe(true);
  });

  it('refuses a malformed flag', async () => {
    const error = await refusal(callRoute(contract.live.models, { query: { onlineOnly: 'yes' as '1' } }));
    expect(error.errorCode).toBe('request_param_err');
  });
});

describe('live.rooms', () => {
  beforeEach(() => loginAs('player01', 'Player@123'));

  it('lists rooms at live tables, open first', async () => {
    const value = await callRoute(contract.live.rooms, { query: { size: 100 } });
    expect(value.content).toHaveLength(LIVE_MODEL_COUNT);
    for (const room of value.content) {
      const game = gameById(room.nodeId!);
      expect(game?.gameType).toBe('LIVE');
      expect(game?.gameCode).toBe(room.gameCode);
    }
    const statuses = value.content.map((room) => room.status);
    expect(statuses.indexOf('CLOSED')).toBeGreaterThan(statuses.lastIndexOf('OPEN'));
    const open = await callRoute(contract.live.rooms, { query: { status: 'OPEN', size: 100 } });
    expect(open.content.every((room) => room.status === 'OPEN')).toBe(true);
    expect(open.content).toHaveLength(statuses.filter((status) => status === 'OPEN').length);
  });

  it('refuses an unknown status', async () => {
    const error = await refusal(callRoute(contract.live.rooms, { query: { status: 'LIVE' as 'OPEN' } }));
    expect(error.status).toBe(400);
  });
});

describe('live.launchChat', () => {
  it("answers the chat URL of an open room", async () => {
    await loginAs('player01', 'Player@123');
    const room = openRoom();
    const value = await callRoute(contract.live.launchChat, { query: { roomId: room.roomId } });
    expect(value.chatUrl).toMatch(/^\/demo-games\/chat\.html\?/);
    expect(new URLSearchParams(value.chatUrl.split('?')[1]).get('roomId')).toBe(String(room.roomId));
    expect(Date.parse(value.expiresAt!)).toBeGreaterThan(Date.now());
  });

  it('refuses a guest, a closed room and an unknown room', async () => {
    const guest = await refusal(callRoute(contract.live.launchChat, { query: { roomId: openRoom().roomId } }));
    expect(guest.errorCode).toBe('login.not.session');
    await loginAs('player01', 'Player@123');
    const closed = await refusal(callRoute(contract.live.launchChat, { query: { roomId: closedRoom().roomId } }));
    expect(closed.errorCode).toBe('state_invalid');
    const unknown = await refusal(callRoute(contract.live.launchChat, { query: { roomId: 1 } }));
    expect(unknown.status).toBe(400);
  });
});
