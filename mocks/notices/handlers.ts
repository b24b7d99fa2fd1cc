import { paginate } from '../engine/paginate';
import { contract } from '../../contracts';
import type { Announcement, Banner, Notice } from '../../contracts/shared/entities';
import { implement } from '../engine/implement';
import { ok } from '../engine/refusal';
import { getScenario } from '../engine/scenario';
import { announcements, banners, notices } from './collections';

type AnnouncementType = Announcement['type'];
type Execution = Announcement['execution'];

function toAnnouncement(record: Announcement): Announcement {
  const { id, title, content, type, execution, promotionType, promotionId, createTime } = record;
  return { id, title, content, type, execution, promotionType, promotionId, createTime };
}

/** Web announcements of the given types and executions, newest first. */
export function findAnnouncements(types: readonly AnnouncementType[], executions: readonly Execution[]): Announcement[] {
  return announcements
    .findMany(
      (q) => q.where({ platform: 'W', type: (type) => types.includes(type), execution: (execution) => executions.includes(execution) }),
      { orderBy: { createTime: 'desc' } },
    )
    .map(toAnnouncement);
}

function findBanners(groupName: Banner['groupName'] | undefined): Banner[] {
  return banners
    .findMany(groupName ? (q) => q.where({ groupName }) : undefined, { orderBy: { id: 'asc' } })
    .map(({ id, groupName: group, url, title, linkageType, linkage }) => ({
      id, groupName: group, url, title, linkageType, ...(linkage !== undefined ? { linkage } : {}),
    }));
}

function findMarquee(types: readonly AnnouncementType[]): Notice[] {
  return notices
    .findMany((q) => q.where({ type: (type) => types.includes(type) }), { orderBy: { createTime: 'desc' } })
    .map(({ id, title, content, createTime }) => ({ id, title, content, createTime }));
}

export const noticesImpl = implement(contract.notices, {
  notice: ({ query }) => {
    const { types, execution, groupName } = query;
    return ok({
      banners: types.includes('B') ? findBanners(groupName) : [],
      player: findMarquee(types.filter((type) => type === 'PL' || type === 'H')),
      popup: types.includes('PU') ? findAnnouncements(['PU'], execution) : [],
      promotion: types.includes('PR') ? findAnnouncements(['PR'], execution) : [],
    });
  },
  announcements: ({ query }) => {
    const all = findAnnouncements(query.types, query.execution);
    const { pageNo, pageSize } = query;
    return ok(paginate(all, pageNo, pageSize));
  },
  popups: ({ query }) => {
    const guestOnly = query.execution.every((execution) => execution === 'B');
    return ok({
      // A popup covers the page: only scenarios that ask for popups get them.
      list: getScenario().flags.publicPopups ? findAnnouncements(['PU'], query.execution) : [],
      closedFlag: guestOnly ? ('ANONYMOUS_POPUP' as const) : ('USER_POPUP' as const),
    });
  },
});
