/** The lobby: navigation rules and menus, the game tile and grid, favourites and launching. Its screens are imported only by their route chunks (src/app/chunks): the face is re-exports alone, so an importer's chunk carries only what it names. */
export { GameTile, DEFAULT_GAME_ICON, type TileGame } from './components/GameTile';
export {
  gameNameOf, launchUrlOf, seamlessLaunchOptions, toLobbyGame, useCloseGame, type LaunchTarget, type LobbyCategory, type LobbyGame, type VendorCard,
} from './api';
export { GameGrid } from './components/GameGrid';
export { useFavouriteToggle } from './favourites/useFavourites';
export { FAVOURITE_THROTTLE_MS } from './favourites/toggle';
export { useLaunchGame, useOpenGame } from './launch';
export { EXTRA_CATEGORIES, SEARCH_DEBOUNCE_MS } from './constants';
export {
  navTarget, vendorPickTarget, hasDropdown, navItems, splitSports, useLobbyCategories, useCategoryCards,
  useVendorLaunch, useNavAction, VendorDropdown, preloadVendorDropdown, type NavTarget, type NavItem,
} from './nav';
export { useLanePrizeMode } from './nav/useLobbyCategories';
export { VendorTile } from './vendors/VendorTile';
export { GameTypeMenu, currentGameType } from './components/GameTypeMenu';
export { useLoginGamesPreload } from './favourites/useLoginGamesPreload';
export { LaunchProblemScreen } from './game-frame/LaunchProblemScreen';
export { launchProblemOf } from './game-frame/problems';
export { usePaginationLabels } from './usePaginationLabels';
export { AccountGameScreen } from './screens/AccountGameScreen';
export { GameCenterScreen } from './screens/GameCenterScreen';
export { GameListScreen } from './screens/GameListScreen';
export { HomeSections } from './screens/HomeSections';
export { GameFrameSlot, useGameFrameShown } from './game-frame/GameFrameSlot';
