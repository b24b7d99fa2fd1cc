import { useSearchParams } from 'react-router';

/**
 * The one rule for a list's `?page=` in the URL: a whole number from 1 up is
 * that page; anything else (missing, 0, negative, 2.5, text) is page 1, so a
 * hand-edited or stale link always shows a list rather than an error.
 */
export function pageFromParam(raw: string | null): number {
  if (raw === null || raw.trim() === '') return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The current list page of the URL. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return pageFromParam(params.get('page'));
}
