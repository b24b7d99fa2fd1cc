import { GameCenterScreen } from '../../features/lobby';
import { typesOfKind } from '../../lib/pages';
import { useRouteMeta } from '../routeMeta';

/** The GameCenter screen group (SPEC §4 chunk loading): the game centre pages of the page table. */
export function Component() {
  const meta = useRouteMeta();
  const gameType = meta.gameType && typesOfKind('centre').includes(meta.gameType) ? meta.gameType : 'SPORTS';
  return <GameCenterScreen key={gameType} gameType={gameType} />;
}
