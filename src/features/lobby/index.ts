/**
 * The lobby (SPEC §2). `api.ts`: its one door to the server, whose `select`s give the screens one list shape
 * (`useGameList`, `useGamePage`); `screens/`: the list, centre, account and home screens, which only lay out;
 * `components/`: tile, grid, menus, search and the refusal dialogs; `rules/`: pure (constants, the list an
 * address asks for, the immediate-start rule). Its parts, each a folder: `nav/` (header nav, vendor drop-down),
 * `launch/` (launching, the game window, round messages), `game-frame/`, `vendors/`, `favouriteToggle/` (a
 * tile's favourite star). Its screens are imported only by their route chunks (src/app/chunks): the face is
 * re-exports alone, so an importer's chunk carries only what it names.
 */
export { GameTile, DEFAULT_GAME_ICON, type TileGame } from './components/GameTile';
export {
  gameNameOf, launchUrlOf, seamlessLaunchOptions, toLobbyGame, useCloseGame, type LaunchTarget, type LobbyCategory, type LobbyGame, type VendorCard,
} from './api';
export { GameGrid } from './components/GameGrid';
export { useFavouriteToggle } from './favouriteToggle/useFavouriteToggle';
export { FAVOURITE_THROTTLE_MS } from './favouriteToggle/toggle';
export { useLaunchGame, useOpenGame } from './launch';
export { EXTRA_CATEGORIES, SEARCH_DEBOUNCE_MS } from './rules/constants';
export {
  navTarget, vendorPickTarget, hasDropdown, navItems, splitSports, useLobbyCategories, useCategoryCards,
  useVendorLaunch, useNavAction, VendorDropdown, preloadVendorDropdown, type NavTarget, type NavItem,
} from './nav';
export { useLanePrizeMode } from './nav/useLobbyCategories';
export { VendorTile } from './vendors/VendorTile';
export { GameTypeMenu, currentGameType } from './components/GameTypeMenu';
export { useLoginGamesPreload } from './favouriteToggle/useLoginGamesPreload';
export { LaunchProblemScreen } from './game-frame/LaunchProblemScreen';
export { launchProblemOf } from './game-frame/problems';
export { AccountGameScreen } from './screens/AccountGameScreen';
export { GameCenterScreen } from './screens/GameCenterScreen';
export { GameListScreen } from './screens/GameListScreen';
export { HomeSections } from './screens/HomeSections';
export { GameFrameSlot, useGameFrameShown } from './game-frame/GameFrameSlot';
