import { Collection } from '@msw/data';
import { z } from 'zod';
import { announcementSchema, bannerSchema, noticeSchema } from '../../contracts/shared/entities';

export const banners = new Collection({ schema: bannerSchema.extend({ sort: z.number().int() }) });
/** Marquee notices: type PL (player notice) or H (headline). */
export const notices = new Collection({ schema: noticeSchema.extend({ type: z.enum(['PL', 'H']) }) });
/** Announcements per platform: W (web) or M (mobile, never served to this site). */
export const announcements = new Collection({ schema: announcementSchema.extend({ platform: z.enum(['W', 'M']) }) });

/** Collections whose records users change: persisted in the demo. */
export const persistent = {};
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = { banners, notices, announcements };
