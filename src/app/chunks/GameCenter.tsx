import { GameCenterScreen } from '../../features/lobby';
import { useRouteMeta } from '../routeMeta';

/** The GameCenter screen group (SPEC §4 chunk loading): /sports, /esports, /lott, /elott. */
export function Component() {
  const meta = useRouteMeta();
  const gameType = meta.gameType ?? 'SPORTS';
  return <GameCenterScreen key={gameType} gameType={gameType} />;
}
