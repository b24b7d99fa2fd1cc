import { AccountGameScreen } from '../../features/lobby';
import { usePageMeta } from '../pageMeta';

/** The AccountGame screen group (SPEC §4 chunk loading): /favorite and /recent. */
export function Component() {
  const meta = usePageMeta();
  const kind = meta.name === 'recent' ? 'recent' : 'favorite';
  return <AccountGameScreen key={kind} kind={kind} />;
}
