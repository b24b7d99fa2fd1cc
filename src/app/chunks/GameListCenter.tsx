import { isGameType } from '@contracts/shared/constants';
import { GameListScreen } from '../../features/lobby';
import { LiveLobby } from '../../features/live';
import { usePageMeta } from '../pageMeta';


/** The GameListCenter screen group (SPEC §4 chunk loading): the game list pages of the page table. */
export function Component() {
  const meta = usePageMeta();
  const gameType = isGameType(meta.gameType) ? meta.gameType : 'RNG';
  // A new type starts with a fresh screen (search field, scroll).
  if (gameType !== 'LIVE') return <GameListScreen key={gameType} gameType={gameType} />;
  // SPEC §7 live model list and room list: the hosts and rooms above the live game list.
  return (
    <>
      <LiveLobby />
      <GameListScreen key={gameType} gameType={gameType} />
    </>
  );
}
