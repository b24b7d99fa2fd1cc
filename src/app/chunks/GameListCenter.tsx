import { GAME_TYPES, type GameType } from '../../../contracts/shared/constants';
import { GameListScreen } from '../../features/lobby';
import { useRouteMeta } from '../routeMeta';

/** The GameListCenter screen group (SPEC §4 chunk loading): /live, /fish, /rng, /pvp, /cockfight. */
export function Component() {
  const meta = useRouteMeta();
  const gameType = (GAME_TYPES as readonly string[]).includes(meta.gameType ?? '') ? (meta.gameType as GameType) : 'RNG';
  // A new type starts with a fresh screen (search field, scroll).
  return <GameListScreen key={gameType} gameType={gameType} />;
}
