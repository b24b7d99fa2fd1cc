import { useLoginGamesPreload } from '../../features/lobby';

/** Mounted for a signed-in member only: warms the favourite and recent lists SPEC §7 fetches on login. */
export default function WarmMemberLists() {
  useLoginGamesPreload();
  return null;
}
