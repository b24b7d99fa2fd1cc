import { GameCenterScreen } from '../../features/lobby';
import { typesOfKind } from '../../lib/pages';
import { usePageMeta } from '../pageMeta';

/** The GameCenter screen group (SPEC §4 chunk loading): the game centre pages of the page table. */
export function Component() {
  const meta = usePageMeta();
  const gameType = meta.gameType && typesOfKind('centre').includes(meta.gameType) ? meta.gameType : 'SPORTS';
  return <GameCenterScreen key={gameType} gameType={gameType} />;
}
