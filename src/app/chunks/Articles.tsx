import { ArticlesPage } from '../../features/content';
import { usePageMeta } from '../pageMeta';

/** The blog and the news (SPEC §2 Other screens): one screen for both kinds, loaded lazily. */
export function Component() {
  const kind = usePageMeta().name === 'news' ? 'NEWS' : 'BLOG';
  // Each kind starts fresh (its own list state and scroll).
  return <ArticlesPage key={kind} kind={kind} />;
}
