import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ANNOUNCEMENT_PLATFORM, ANNOUNCEMENT_TYPES, EXECUTIONS } from './shared/constants';
import { respond } from './shared/envelope';
import { MAX_CHARS } from './shared/limits';
import { observed } from './shared/meta';

const c = initContract();

/**
 * Lenient readers for the platform's answers (WIRE.md §8: "lenient in what we read"), shared by the
 * engagement contracts (notices, messages, promotions, rewards, missions). Numbers may arrive as
 * strings, ids as either, and a field the platform may leave out is optional; the features' selects
 * supply the defaults, so screens never see these quirks.
 */
export const wireNumber = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
/** An id the platform sends as a number or a string; compared as a string (WIRE.md §8 Q17). */
export const wireId = z.union([z.number(), z.string()]);
/** A time the platform sends as epoch ms (a number or a numeric string) or as a parseable date string. */
export const wireTime = z.union([z.number(), z.string()]);
/** A boolean the platform may spell as a flag ("Y"/"N", 1/0, "true"/"false"). */
export const wireFlag = z.union([z.boolean(), z.number(), z.string()]);
/** Text that may be missing or null. */
export const wireText = z.string().nullish();

/**
 * A comma-separated query value ("B,PL,PU") checked against a list of codes. The default is for the
 * client's types only: the client adds a fixed value itself, and the mock refuses a call without it.
 */
function csvOf<T extends readonly [string, ...string[]]>(codes: T, fallback?: string) {
  const text = z.string().max(MAX_CHARS.code);
  return (fallback === undefined ? text : text.default(fallback))
    .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.enum(codes)).min(1));
}

export const POPUP_CLOSED_FLAGS = ['USER_POPUP', 'ANONYMOUS_POPUP'] as const;

/**
 * N1 `banners[]`: `url` is the image; `linkageType` URL (a link; http ones open with `?username=`),
 * P (the promotions page at `#<linkage>`) or G (a game: `nodeId`, `roomId` as the gameId, `vendor`;
 * nodeId "LOTTO_LOBBY" is the lottery lobby). WIRE reads no group: `groupName` is SPEC's (§2 banner
 * groups) and optional.
 */
export const wireBannerSchema = z.object({
  url: z.string(),
  linkage: z.union([z.string(), z.number()]).nullish(),
  linkageType: wireText,
  groupName: wireText,
  nodeId: wireId.nullish(),
  roomId: wireId.nullish(),
  vendor: wireText,
  /** Not in WIRE's list: the image's alternative text when a server sends one. */
  title: wireText,
  id: wireId.nullish(),
});
export type WireBanner = z.infer<typeof wireBannerSchema>;

/** N1 `player[]`: the marquee notices, `content` HTML, `endDate` epoch ms. */
export const wireNoticeSchema = z.object({
  id: wireId,
  title: z.string(),
  content: wireText,
  startDateStr: wireText,
  endDate: wireTime.nullish(),
});
export type WireNotice = z.infer<typeof wireNoticeSchema>;

/** N1 `popup[]`: `execution` A after login, B for guests, F on the first login; `promotionType` offers "go to promotion". */
export const wirePopupSchema = z.object({
  id: wireId.nullish(),
  title: z.string(),
  content: wireText,
  promotionType: wireText,
  execution: wireText,
});
export type WirePopup = z.infer<typeof wirePopupSchema>;

/**
 * N1 `promotion[]`: `id` is a number (the deep link `#<id>`), `category` absent means "other", the
 * image is the `announcementImages` entry with `sequence` 1, and `promoAnnouncementCategoryIds` name
 * N15's categories.
 */
export const wirePromotionSchema = z.object({
  id: wireNumber,
  title: z.string(),
  content: wireText,
  category: wireText,
  startDate: wireTime.nullish(),
  endDate: wireTime.nullish(),
  announcementImages: z.array(z.object({ sequence: wireNumber.nullish(), url: z.string() })).nullish(),
  promotionType: wireText,
  promoAnnouncementCategoryIds: z.array(wireId).nullish(),
});
export type WirePromotion = z.infer<typeof wirePromotionSchema>;

/** N1's answer. Every list may be missing; `hot` is stored by the platform's client but never read. */
export const noticeValueSchema = z.object({
  banners: z.array(wireBannerSchema).nullish(),
  player: z.array(wireNoticeSchema).nullish(),
  popup: z.array(wirePopupSchema).nullish(),
  promotion: z.array(wirePromotionSchema).nullish(),
  hot: z.array(z.unknown()).nullish(),
});
export type NoticeValue = z.infer<typeof noticeValueSchema>;

export const noticesContract = c.router({
  /**
   * One call for the marquee, the notice and announcements modals, the banners, the public popups and
   * the public promotions list (WIRE.md §6.0: SPEC's "announcements" and "notice" are both N1).
   */
  notice: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    query: z.object({
      /** SPEC §4: B, PL, PU, PR, H (fixed: the client adds it). */
      types: csvOf(ANNOUNCEMENT_TYPES, ANNOUNCEMENT_TYPES.join(',')),
      platform: z.literal(ANNOUNCEMENT_PLATFORM).default(ANNOUNCEMENT_PLATFORM),
      /** The audience: B for guests, A after login, A,F on the first login. */
      execution: csvOf(EXECUTIONS),
    }),
    responses: respond(noticeValueSchema),
    metadata: observed('N1', { module: 'COMM3' }),
    summary: 'N1 announcements: banners, player notices, popups, promotions and hot, in one answer',
  },
});
