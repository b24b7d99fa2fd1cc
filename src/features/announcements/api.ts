import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { ANNOUNCEMENT_PAGE_SIZE } from '@contracts/shared/constants';
import type { NoticeValue, WireNotice, WirePopup, WirePromotion } from '@contracts/notices';
import { contract, routeQueryOptions } from '../../lib/api';
import { session } from '../../lib/state/session';
import { popupAudience, type Execution } from './rules/popupRules';
import { wireString, wireTimeIso } from './rules/wireRead';

/**
 * N1 (WIRE.md §6.6) is one call: the marquee, the notice and announcements modals, the banners, the
 * public popups and the public promotions all read its one cached answer, each through a select.
 * The answer is cached per audience (its `execution`), which follows the session: a token held is a
 * member (so a reload does not ask as a guest first), and the first login adds F (SPEC §4).
 */
const NOTICE_STALE_MS = 5 * 60_000;

export function noticeQuery(executions: readonly Execution[]) {
  return { ...routeQueryOptions(contract.notices.notice, { query: { execution: executions.join(',') } }), staleTime: NOTICE_STALE_MS };
}

/** The executions of the current audience. */
export function useAudienceExecutions(): Execution[] {
  const { token, firstTimeLogin } = useSnapshot(session);
  return popupAudience({ isLogin: token !== null, firstTimeLogin }).executions;
}

/** The audience's N1 answer through `select` (keep `select` stable: a module function or a memoised one). */
export function useNoticeBundle<T>(select: (value: NoticeValue) => T) {
  const executions = useAudienceExecutions();
  return useQuery({ ...noticeQuery(executions), select });
}

/** A marquee notice as screens read it. */
export interface NoticeItem {
  /** Compared as a string (WIRE.md §8 Q17). */
  id: string;
  title: string;
  /** Server HTML. */
  content: string;
  /** ISO, from `startDateStr`; null when the platform sends none. */
  startTime: string | null;
  /** ISO, from `endDate` (epoch ms); null: until withdrawn. */
  endTime: string | null;
}

export function toNotice(notice: WireNotice): NoticeItem {
  return {
    id: String(notice.id),
    title: notice.title,
    content: wireString(notice.content),
    startTime: wireTimeIso(notice.startDateStr),
    endTime: wireTimeIso(notice.endDate),
  };
}

/** N1 `player`: the marquee and the notice modal. */
export function selectNotices(value: NoticeValue): NoticeItem[] {
  return (value.player ?? []).map(toNotice);
}

/** Whether an item of the given execution is for this audience; an item without one was chosen by the server already. */
export function forAudience(execution: string | null | undefined, executions: readonly Execution[]): boolean {
  if (!execution) return true;
  return (executions as readonly string[]).includes(execution.trim().toUpperCase());
}

/** A public popup as the popup modal shows it. */
export interface PopupItem {
  key: string;
  title: string;
  content: string;
  /** Set: the popup offers "go to promotion" (SPEC §2, the reward centre). */
  promotionType: string | null;
}

const toPopup = (popup: WirePopup, index: number): PopupItem => ({
  key: popup.id !== null && popup.id !== undefined ? `PU-${String(popup.id)}` : `PU#${index}`,
  title: popup.title,
  content: wireString(popup.content),
  promotionType: popup.promotionType || null,
});

/** N1 `popup`, narrowed to the audience (SPEC §4: guests B; members A, and F on the first login). */
export function selectPopups(value: NoticeValue, executions: readonly Execution[]): PopupItem[] {
  return (value.popup ?? []).filter((popup) => forAudience(popup.execution, executions)).map(toPopup);
}

/** The public popups of this audience. */
export function usePopups(executions: readonly Execution[], enabled: boolean) {
  const key = executions.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `executions`
  const select = useCallback((value: NoticeValue) => selectPopups(value, executions), [key]);
  return useQuery({ ...noticeQuery(executions), select, enabled });
}

/** One entry of the announcements modal: a notice (PL), a popup (PU) or a promotion (PR) of N1. */
export interface AnnouncementItem extends PopupItem {
  type: 'PL' | 'PU' | 'PR';
  /** ISO; null when the platform gives the item no time (popups). */
  time: string | null;
  /** A promotion's own id: "go to promotion" opens the reward centre on it. */
  promotionId: number | null;
}

const byNewest = (a: AnnouncementItem, b: AnnouncementItem) =>
  (b.time ? Date.parse(b.time) : -Infinity) - (a.time ? Date.parse(a.time) : -Infinity);

function promotionAnnouncement(promotion: WirePromotion): AnnouncementItem {
  return {
    key: `PR-${promotion.id}`,
    type: 'PR',
    title: promotion.title,
    content: wireString(promotion.content),
    time: wireTimeIso(promotion.startDate),
    promotionType: promotion.promotionType || 'PROMOTION',
    promotionId: promotion.id,
  };
}

/**
 * SPEC §2 public announcements: every notice, popup and promotion N1 gave this audience, newest
 * first (items without a time last, in the server's order).
 */
export function selectAnnouncements(value: NoticeValue, executions: readonly Execution[]): AnnouncementItem[] {
  const notices = selectNotices(value).map<AnnouncementItem>((notice) => ({
    key: `PL-${notice.id}`, type: 'PL', title: notice.title, content: notice.content, time: notice.startTime, promotionType: null, promotionId: null,
  }));
  const popups = selectPopups(value, executions).map<AnnouncementItem>((popup) => ({ ...popup, type: 'PU', time: null, promotionId: null }));
  const promotions = (value.promotion ?? []).map(promotionAnnouncement);
  return [...notices, ...popups, ...promotions].sort(byNewest);
}

/** The announcements of this audience. */
export function useAnnouncements() {
  const executions = useAudienceExecutions();
  const key = executions.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `executions`
  const select = useCallback((value: NoticeValue) => selectAnnouncements(value, executions), [key]);
  return useQuery({ ...noticeQuery(executions), select });
}

/** The marquee notices. */
export function usePlayerNotices() {
  return useNoticeBundle(selectNotices);
}

/** One page of a list held whole (N1 answers every announcement at once; SPEC §9: 9 per page). */
export function pageOf<T>(list: readonly T[], page: number, size = ANNOUNCEMENT_PAGE_SIZE): { rows: T[]; totalPages: number } {
  return { rows: list.slice((page - 1) * size, page * size), totalPages: Math.max(1, Math.ceil(list.length / size)) };
}
