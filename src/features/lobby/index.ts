/** The lobby: navigation rules and menus, the game tile and grid, favourites and launching. Its screens are imported by their route chunks (src/app/chunks), so the shell does not carry them. */
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
