/**
 * One page of an already filtered and sorted list in the platform's paging (WIRE.md §7.1):
 * `{content[], totalPages, pageNum}`, plus our `totalCount`. The engagement domains share it.
 */
export function contentPageOf<T>(items: readonly T[], page: number, size: number) {
  return {
    content: items.slice((page - 1) * size, page * size),
    pageNum: page,
    totalPages: Math.ceil(items.length / size),
    totalCount: items.length,
  };
}
