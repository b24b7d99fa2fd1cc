import { z } from 'zod';

/**
 * Reports and records in the platform's style (WIRE.md §7.1): `page`/`size` in the query, answered
 * as `{content[], totalPages, pageNum}`. Our own reports add `totalElements` (the tables' "N rows"),
 * which a platform answer may leave out: readers treat it as optional.
 */
export const reportPageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(999).default(10),
};

/**
 * `startTime`/`endTime` of a report (N27's names; WIRE.md §7.4 asks the same of our reports). The
 * platform's format is not recorded: we send calendar days (`yyyy-MM-dd`, both ends included, UTC),
 * and accept a time of day after them.
 */
export const reportTime = z
  .string()
  .max(19)
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'yyyy-MM-dd or yyyy-MM-dd HH:mm:ss');
export const reportTimeQuery = {
  startTime: reportTime.optional(),
  endTime: reportTime.optional(),
};

/**
 * A number the platform may send as a number or as a numeric string (WIRE.md §8: lenient in what we
 * read). Selects turn it into a number with `toNumber` (wire-numbers.ts, zod-free for the initial bundle).
 */
export const numberish = z.union([z.number(), z.string().max(32)]);

/** One page of a report. */
export function reportPage<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    pageNum: z.number().int(),
    totalElements: z.number().int().optional(),
  });
}
