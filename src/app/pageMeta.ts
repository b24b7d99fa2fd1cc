import { useMatches } from 'react-router';
import type { PageDef } from '../lib/pages';

/** What a route says about itself: its page of the table (src/lib/pages.ts), or just a name (notFound). */
export type PageMeta = Partial<PageDef> & Pick<PageDef, 'name'>;

export function usePageMeta(): PageMeta {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as PageMeta | undefined;
    if (handle?.name) return handle;
  }
  return { name: 'notFound' };
}
