/** One page of an already filtered and sorted list, in the contract's `value.list + totalPages` shape. */
export function paginate<T>(items: readonly T[], pageNo: number, pageSize: number) {
  return {
    list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
  };
}
