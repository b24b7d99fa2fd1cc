import { Collection } from '@msw/data';
import { z } from 'zod';
import { BANNER_GROUPS, EXECUTIONS, PROMOTION_CATEGORIES } from '../../contracts/shared/constants';
import { isoDateTime } from '../../contracts/shared/entities';

/**
 * N1's catalogue (WIRE.md §6.6). It is seeded with the first part of a new world: a guest's home
 * reads it before anything else (mocks/engine/world-gate.ts), and the public promotions are part of
 * the same answer, so the promotion catalogue lives here too; the promotions domain keeps the
 * members' part in them.
 */

export const bannerRecordSchema = z.object({
  id: z.number().int(),
  /** SPEC §2's group; null: a banner of the platform's own kind, without one (the app shows it on home). */
  groupName: z.enum(BANNER_GROUPS).nullable(),
  url: z.string(),
  title: z.string(),
  /** WIRE.md §6.6: URL, P (a promotion) or G (a game); null: the banner leads nowhere. */
  linkageType: z.enum(['URL', 'P', 'G']).nullable(),
  linkage: z.string().nullable(),
  /** G: the game (nodeId, roomId as its gameId, vendor); nodeId LOTTO_LOBBY is the lottery lobby. */
  nodeId: z.string().nullable(),
  roomId: z.string().nullable(),
  vendor: z.string().nullable(),
  sort: z.number().int(),
});
export type BannerRecord = z.infer<typeof bannerRecordSchema>;
export const banners = new Collection({ schema: bannerRecordSchema });

/** Marquee notices (N1 `player`): type PL (player notice) or H (headline), both served as notices. */
export const notices = new Collection({
  schema: z.object({
    id: z.number().int(),
    type: z.enum(['PL', 'H']),
    title: z.string(),
    content: z.string(),
    startTime: isoDateTime,
    endTime: isoDateTime.nullable(),
  }),
});

/** Popups (N1 `popup`) per platform: W (web) or M (mobile, never served to this site). */
export const popups = new Collection({
  schema: z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    execution: z.enum(EXECUTIONS),
    promotionType: z.string().nullable(),
    platform: z.enum(['W', 'M']),
  }),
});

/** N15's categories: one per SPEC §2 category, with the platform's numeric ids. */
export const promotionCategories = new Collection({
  schema: z.object({ id: z.number().int(), code: z.enum(PROMOTION_CATEGORIES), name: z.string() }),
});

/**
 * The promotion catalogue (N1 `promotion`), with the rules the promotions domain applies to it. The
 * public status is not stored: it follows the dates (not started, open, ended).
 */
export const promotionRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** N1's `category`; null: the platform leaves it out ("other"). */
  category: z.enum(PROMOTION_CATEGORIES).exclude(['ALL']).nullable(),
  /** N15 ids (empty: none). */
  categoryIds: z.array(z.number().int()),
  /** Rich server HTML. */
  content: z.string(),
  /** `announcementImages`, in the order the server keeps them (not by sequence). */
  images: z.array(z.object({ sequence: z.number().int(), url: z.string() })),
  /** The N4 type it counts under (MANUAL, REGISTER, LOGIN, SAVIOR, …). */
  promotionType: z.string(),
  startTime: isoDateTime,
  /** Null for open-ended promotions. */
  endTime: isoDateTime.nullable(),
  /** Joining takes an application (with an optional remark of at most 140 characters). */
  applyRequired: z.boolean(),
  /** AUTO: applying joins at once (and makes a bonus claimable); MANUAL: waits in APPLYING. */
  review: z.enum(['AUTO', 'MANUAL']),
  /** The bonus a member can claim, when the promotion pays one. */
  bonusAmount: z.number().nullable(),
  /** What a claim needs first (WIRE.md §4.4 prom_claim_req_field), e.g. required.mobile_no_verified. */
  requirement: z.string().nullable(),
  sort: z.number().int(),
});
export type PromotionRecord = z.infer<typeof promotionRecordSchema>;
export const promotions = new Collection({ schema: promotionRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = {};
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = { banners, notices, popups, promotionCategories, promotions };
