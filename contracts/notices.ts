import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_PLATFORM, ANNOUNCEMENT_TYPES, BANNER_GROUPS, EXECUTIONS,
} from './shared/constants';
import { announcementSchema, bannerSchema, noticeSchema } from './shared/entities';
import { respond } from './shared/envelope';
import { meta } from './shared/meta';
import { pagedList } from './shared/paging';
import { MAX_CHARS } from './shared/limits';

const c = initContract();

/** A comma-separated query value ("B,PL,PU") checked against a list of codes. */
function csvOf<T extends readonly [string, ...string[]]>(codes: T, fallback: string) {
  return z
    .string()
    .max(MAX_CHARS.code)
    .default(fallback)
    .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.enum(codes)).min(1));
}

const ALL_TYPES = ANNOUNCEMENT_TYPES.join(',');

/**
 * Execution: A after login, B before login (guests), F on the first login.
 * Platform W is the web site.
 */
const announcementFilter = {
  types: csvOf(ANNOUNCEMENT_TYPES, ALL_TYPES),
  platform: z.literal(ANNOUNCEMENT_PLATFORM).default(ANNOUNCEMENT_PLATFORM),
  execution: csvOf(EXECUTIONS, 'B'),
};

export const POPUP_CLOSED_FLAGS = ['USER_POPUP', 'ANONYMOUS_POPUP'] as const;

export const noticeValueSchema = z.object({
  /** Banners (type B), every group unless `groupName` narrows them. */
  banners: z.array(bannerSchema),
  /** Marquee notices for players (types PL and H). */
  player: z.array(noticeSchema),
  /** Popup announcements (type PU) for the execution asked. */
  popup: z.array(announcementSchema),
  /** Promotion announcements (type PR) for the execution asked. */
  promotion: z.array(announcementSchema),
});
export type NoticeValue = z.infer<typeof noticeValueSchema>;

export const noticesContract = c.router({
  notice: {
    method: 'GET',
    path: '/wps/notice',
    query: z.object({
      ...announcementFilter,
      groupName: z.enum(BANNER_GROUPS).optional(),
    }),
    responses: respond(noticeValueSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'Home notice bundle: banners, player marquee, popups and promotions (by types and execution)',
  },
  announcements: {
    method: 'GET',
    path: '/wps/relay/announcements',
    query: z.object({
      ...announcementFilter,
      pageNo: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(999).default(ANNOUNCEMENT_PAGE_SIZE),
    }),
    responses: respond(pagedList(announcementSchema)),
    metadata: meta({ source: 'ours' }),
    summary: 'Public announcements, newest first, 9 per page (types B,PL,PU,PR,H; platform W; execution)',
  },
  popups: {
    method: 'GET',
    path: '/wps/notice/popups',
    query: z.object({
      execution: csvOf(EXECUTIONS, 'B'),
      platform: z.literal(ANNOUNCEMENT_PLATFORM).default(ANNOUNCEMENT_PLATFORM),
    }),
    responses: respond(
      z.object({
        list: z.array(announcementSchema),
        /** The session flag that marks these popups closed: ANONYMOUS_POPUP for guests (B only), else USER_POPUP. */
        closedFlag: z.enum(POPUP_CLOSED_FLAGS),
      }),
    ),
    metadata: meta({ source: 'ours' }),
    summary: 'Public popups: guests ask execution B, members A, and A,F on the first login',
  },
});
