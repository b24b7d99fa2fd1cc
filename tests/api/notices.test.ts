import { beforeEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_PAGE_SIZE, BANNER_GROUPS } from '../../contracts/shared/constants';
import { setScenario } from '../../mocks/engine/scenario';
import { UNSAFE_ANNOUNCEMENT_TITLE } from '../../mocks/notices/seed';
import { callRoute, contract } from '../../src/lib/api';
import { useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

describe('notices.notice', () => {
  it('answers banners of every group, the player marquee, and guest popups and promotions', async () => {
    const value = await callRoute(contract.notices.notice, { query: {} });
    const groups = new Set(value.banners.map((banner) => banner.groupName));
    expect([...groups].sort()).toEqual([...BANNER_GROUPS].sort());
    expect(value.banners.filter((banner) => banner.groupName === 'w_home').length).toBe(5);
    expect(value.banners.every((banner) => banner.url.startsWith('/mock-assets/banner/'))).toBe(true);
    expect(value.player.length).toBe(8);
    expect(value.player[0]?.title).toBe('Welcome to Lucky88');
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.popup.every((item) => item.type === 'PU' && item.execution === 'B')).toBe(true);
    expect(value.promotion.every((item) => item.type === 'PR' && item.execution === 'B' && item.promotionType !== null)).toBe(true);
    expect(value.promotion.length).toBe(3);
  });

  it('narrows banners by group and parts by type', async () => {
    const value = await callRoute(contract.notices.notice, { query: { types: 'B', groupName: 'w_reg' } });
    expect(value.banners.map((banner) => banner.groupName)).toEqual(['w_reg', 'w_reg']);
    expect(value.player).toEqual([]);
    expect(value.popup).toEqual([]);
    expect(value.promotion).toEqual([]);
    const legal = await callRoute(contract.notices.notice, { query: { types: 'B', groupName: 'w_pagco' } });
    expect(legal.banners).toHaveLength(1);
    expect(legal.banners[0]).toMatchObject({ groupName: 'w_pagco', linkageType: 'NONE' });
    const headlines = await callRoute(contract.notices.notice, { query: { types: 'H' } });
    expect(headlines.player.map((notice) => notice.title)).toEqual(['Welcome to Lucky88', 'Sabong Nights', 'VIP upgrade bonus']);
    expect(headlines.banners).toEqual([]);
  });

  it('answers the logged-in popups for execution A', async () => {
    const value = await callRoute(contract.notices.notice, { query: { types: 'PU,PR', execution: 'A' } });
    expect(value.popup.length).toBeGreaterThan(0);
    expect([...value.popup, ...value.promotion].every((item) => item.execution === 'A')).toBe(true);
  });

  it('refuses an unknown type or banner group', async () => {
    const type = await refusal(callRoute(contract.notices.notice, { query: { types: 'B,XX' } }));
    expect(type.status).toBe(400);
    expect(type.errorCode).toBe('request_param_err');
    expect(type.message).toContain('query.types');
    const group = await refusal(callRoute(contract.notices.notice, { query: { groupName: 'w_moon' as 'w_home' } }));
    expect(group.message).toContain('query.groupName');
  });
});

describe('notices.announcements', () => {
  it('pages guest announcements 9 per page, newest first', async () => {
    const first = await callRoute(contract.notices.announcements, { query: {} });
    expect(first.pageSize).toBe(ANNOUNCEMENT_PAGE_SIZE);
    expect(first.totalCount).toBe(15);
    expect(first.totalPages).toBe(2);
    expect(first.list).toHaveLength(9);
    expect(first.list.every((item) => item.execution === 'B')).toBe(true);
    const times = first.list.map((item) => item.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await callRoute(contract.notices.announcements, { query: { pageNo: 2 } });
    expect(second.list).toHaveLength(6);
    const ids = new Set([...first.list, ...second.list].map((item) => item.id));
    expect(ids.size).toBe(15);
    const beyond = await callRoute(contract.notices.announcements, { query: { pageNo: 3 } });
    expect(beyond.list).toEqual([]);
  });

  it('filters by execution and type, and never serves mobile-only items', async () => {
    const member = await callRoute(contract.notices.announcements, { query: { execution: 'A,F', pageSize: 100 } });
    expect(member.totalCount).toBe(30);
    expect(member.list.every((item) => item.execution === 'A' || item.execution === 'F')).toBe(true);
    const promotions = await callRoute(contract.notices.announcements, { query: { types: 'PR', execution: 'A,B,F', pageSize: 100 } });
    expect(promotions.totalCount).toBe(9);
    expect(promotions.list.every((item) => item.type === 'PR' && item.promotionType !== null && item.promotionId !== null)).toBe(true);
    const all = await callRoute(contract.notices.announcements, { query: { execution: 'A,B,F', pageSize: 100 } });
    expect(all.totalCount).toBe(45);
    expect(all.list.some((item) => item.title.startsWith('Mobile app notice'))).toBe(false);
  });

  it('carries one item of unsafe HTML for the sanitizer to neutralise', async () => {
    const value = await callRoute(contract.notices.announcements, { query: { pageSize: 100 } });
    const unsafe = value.list.find((item) => item.title === UNSAFE_ANNOUNCEMENT_TITLE);
    expect(unsafe?.content).toContain('onerror=');
    expect(unsafe?.content).toContain('<script>');
    expect(unsafe?.type).toBe('PU');
  });

  it('refuses an unknown execution, platform or page', async () => {
    const execution = await refusal(callRoute(contract.notices.announcements, { query: { execution: 'Z' } }));
    expect(execution.errorCode).toBe('request_param_err');
    expect(execution.message).toContain('query.execution');
    const platform = await refusal(callRoute(contract.notices.announcements, { query: { platform: 'M' as 'W' } }));
    expect(platform.message).toContain('query.platform');
    const page = await refusal(callRoute(contract.notices.announcements, { query: { pageNo: 0 } }));
    expect(page.message).toContain('query.pageNo');
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    expect((await refusal(callRoute(contract.notices.announcements, { query: {} }))).errorCode).toBe('system_under_maintenance');
  });
});

describe('notices.popups', () => {
  beforeEach(() => {
    setScenario({ flags: { publicPopups: true } });
  });

  it('serves no popups unless the scenario turns them on (they would cover every other flow)', async () => {
    setScenario({ flags: { publicPopups: false } });
    const value = await callRoute(contract.notices.popups, { query: { execution: 'B' } });
    expect(value).toEqual({ list: [], closedFlag: 'ANONYMOUS_POPUP' });
  });

  it('gives guests execution B under the anonymous closed flag', async () => {
    const value = await callRoute(contract.notices.popups, { query: { execution: 'B' } });
    expect(value.closedFlag).toBe('ANONYMOUS_POPUP');
    expect(value.list.length).toBe(3);
    expect(value.list.every((item) => item.type === 'PU' && item.execution === 'B')).toBe(true);
  });

  it('gives members A, and A plus F on the first login, under the user closed flag', async () => {
    const member = await callRoute(contract.notices.popups, { query: { execution: 'A' } });
    const first = await callRoute(contract.notices.popups, { query: { execution: 'A,F' } });
    expect(member.closedFlag).toBe('USER_POPUP');
    expect(member.list.every((item) => item.execution === 'A')).toBe(true);
    expect(first.list.length).toBe(member.list.length + 3);
    expect(first.list.some((item) => item.execution === 'F')).toBe(true);
  });

  it('refuses an empty execution list', async () => {
    const error = await refusal(callRoute(contract.notices.popups, { query: { execution: ',' } }));
    expect(error.errorCode).toBe('request_param_err');
    expect(error.message).toContain('query.execution');
  });
});
