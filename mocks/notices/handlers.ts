import { contract } from '../../contracts';
import type { WireBanner, WireNotice, WirePopup, WirePromotion } from '../../contracts/notices';
import { implement } from '../engine/implement';
import { ok } from '../engine/refusal';
import { getScenario } from '../engine/scenario';
import { banners, notices, popups, promotions, type PromotionRecord } from './collections';

const pad = (value: number) => String(value).padStart(2, '0');

/** `startDateStr` as the platform writes it: local "yyyy-MM-dd HH:mm:ss". */
function dateText(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function wireBanners(): WireBanner[] {
  return banners.findMany(undefined, { orderBy: { id: 'asc' } }).map((banner) => ({
    url: banner.url,
    title: banner.title,
    // The platform leaves out what a banner does not have.
    ...(banner.groupName ? { groupName: banner.groupName } : {}),
    ...(banner.linkageType ? { linkageType: banner.linkageType } : {}),
    ...(banner.linkage ? { linkage: banner.linkage } : {}),
    ...(banner.nodeId ? { nodeId: banner.nodeId } : {}),
    ...(banner.roomId ? { roomId: banner.roomId } : {}),
    ...(banner.vendor ? { vendor: banner.vendor } : {}),
  }));
}

function wireNotices(): WireNotice[] {
  return notices
    .findMany(undefined, { orderBy: { startTime: 'desc' } })
    .map((notice) => ({
      id: notice.id,
      title: notice.title,
      content: notice.content,
      startDateStr: dateText(notice.startTime),
      ...(notice.endTime ? { endDate: Date.parse(notice.endTime) } : {}),
    }));
}

/** Web popups of the audience asked; a popup covers the page, so only scenarios that ask for popups get them. */
function wirePopups(executions: readonly string[]): WirePopup[] {
  if (!getScenario().flags.publicPopups) return [];
  return popups
    .findMany((q) => q.where({ platform: 'W', execution: (execution) => executions.includes(execution) }), { orderBy: { id: 'asc' } })
    .map(({ id, title, content, promotionType, execution }) => ({ id, title, content, execution, ...(promotionType ? { promotionType } : {}) }));
}

export function wirePromotion(record: PromotionRecord): WirePromotion {
  return {
    id: record.id,
    title: record.title,
    content: record.content,
    ...(record.category ? { category: record.category } : {}),
    startDate: Date.parse(record.startTime),
    ...(record.endTime ? { endDate: Date.parse(record.endTime) } : {}),
    announcementImages: record.images,
    promotionType: record.promotionType,
    promoAnnouncementCategoryIds: record.categoryIds,
  };
}

export const noticesImpl = implement(contract.notices, {
  // N1: the same catalogue for guests and members; only the popups follow the audience asked.
  notice: ({ query }) => {
    const { types, execution } = query;
    return ok({
      banners: types.includes('B') ? wireBanners() : [],
      player: types.includes('PL') ? wireNotices() : [],
      popup: types.includes('PU') ? wirePopups(execution) : [],
      promotion: types.includes('PR') ? promotions.findMany().sort((a, b) => a.sort - b.sort).map(wirePromotion) : [],
      // The platform's client stores `hot` and never reads it.
      hot: [],
    });
  },
});
