import { z } from 'zod';
import { isoDate } from './limits';

/** Query fields of a paged list; query strings arrive as text, hence coercion. */
export const pageQuery = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(20),
};

/** `value.list` + `totalPages`, the shape most list answers share. */
export function pagedList<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  });
}

/** Date range filter of record screens (SPEC §9 date presets). */
export const dateRangeQuery = {
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
};

/** Money-moving bodies carry a client-made id; a repeat must not spend twice. */
export const requestId = z.string().min(8).max(64);
