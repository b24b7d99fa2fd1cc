import { describe, expect, it } from 'vitest';
import { BANNER_GROUPS } from '../../contracts/shared/constants';
import type { NoticeValue } from '../../contracts/notices';
import { setScenario } from '../../mocks/engine/scenario';
import { UNSAFE_ANNOUNCEMENT_TITLE } from '../../mocks/notices/seed';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';
import { wireHeaders } from '../support/wire';

useSimulatedBackend();

const notice = (execution = 'B', types?: string) => callRoute(contract.notices.notice, { query: { execution, ...(types ? { types } : {}) } });
const list = <K extends keyof NoticeValue>(value: NoticeValue, key: K) => (value[key] ?? []) as NonNullable<NoticeValue[K]>;

describe('notices.notice (N1)', () => {
  it('answers banners of every group and some without one, the notices, the promotions and an empty hot list', async () => {
    const value = await notice();
    const banners = list(value, 'banners');
    const groups = new Set(banners.map((banner) => banner.groupName).filter(Boolean));
    expect([...groups].sort()).toEqual([...BANNER_GROUPS].sort());
    expect(banners.filter((banner) => banner.groupName === 'w_home')).toHaveLength(5);
    // Banners as the platform sends them: no group at all.
    expect(banners.filter((banner) => !banner.groupName)).toHaveLength(2);
    expect(banners.every((banner) => banner.url.startsWith('/mock-assets/banner/'))).toBe(true);
    expect(banners.filter((banner) => banner.linkageType === 'G').every((banner) => banner.nodeId === 'LOTTO_LOBBY' || (banner.roomId && banner.vendor))).toBe(true);
    const player = list(value, 'player');
    expect(player).toHaveLength(9);
    expect(player[0]).toMatchObject({ title: 'Welcome to Royal Jackpot', startDateStr: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(player.filter((item) => typeof item.endDate === 'number')).toHaveLength(5);
    const promotions = list(value, 'promotion');
    expect(promotions).toHaveLength(18);
    expect(promotions.filter((item) => !item.category).length).toBeGreaterThan(0);
    expect(promotions.every((item) => item.announcementImages?.some((image) => image.sequence === 1))).toBe(true);
    expect(value.hot).toEqual([]);
  });

  it('serves popups only to scenarios that ask for them, for the execution asked', async () => {
    expect(list(await notice('B'), 'popup')).toEqual([]);
    setScenario({ flags: { publicPopups: true } });
    const guest = list(await notice('B'), 'popup');
    expect(guest).toHaveLength(3);
    expect(guest.every((item) => item.execution === 'B')).toBe(true);
    const member = list(await notice('A'), 'popup');
    const first = list(await notice('A,F'), 'popup');
    expect(member.every((item) => item.execution === 'A')).toBe(true);
    expect(first).toHaveLength(member.length + 3);
    expect(first.some((item) => item.promotionType)).toBe(true);
    // Never the mobile app's popups.
    expect([...guest, ...first].some((item) => item.title.startsWith('Mobile app notice'))).toBe(false);
  });

  it('carries one notice of unsafe HTML for the sanitizer to neutralise', async () => {
    const unsafe = list(await notice(), 'player').find((item) => item.title === UNSAFE_ANNOUNCEMENT_TITLE);
    expect(unsafe?.content).toContain('onerror=');
    expect(unsafe?.content).toContain('<script>');
  });

  it('gives members the same catalogue as guests', async () => {
    const guest = await notice();
    await loginAs('player01', 'Player@123');
    const member = await notice('A');
    expect(member.promotion).toEqual(guest.promotion);
    expect(member.banners).toEqual(guest.banners);
  });

  it('answers a guest without Authorization, and refuses a call without the types the client adds', async () => {
    const url = new URL(`${contract.notices.notice.path}?platform=W&execution=B`, 'http://localhost');
    const bare = await fetch(url, { headers: wireHeaders({}) });
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { errorCode: string }).errorCode).toBe('request_param_err');
    url.searchParams.set('types', 'B,PL,PU,PR,H');
    const ok = await fetch(url, { headers: wireHeaders({}) });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });

  it('refuses an unknown type, execution or platform', async () => {
    const type = await refusal(notice('B', 'B,XX'));
    expect(type.status).toBe(400);
    expect(type.errorCode).toBe('request_param_err');
    expect(type.message).toContain('query.types');
    expect((await refusal(notice('Z'))).message).toContain('query.execution');
    expect((await refusal(notice(','))).message).toContain('query.execution');
    const platform = await refusal(callRoute(contract.notices.notice, { query: { execution: 'B', platform: 'M' as 'W' } }));
    expect(platform.message).toContain('query.platform');
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(notice())).errorCode).toBe('system_under_maintenance');
  });
});
