/** The lobby: game list pages, account game pages, home game sections, the game tile, favourites and launching. */
export { GameListScreen } from './screens/GameListScreen';
export { GameCenterScreen } from './screens/GameCenterScreen';
export { PromotionsScreen } from './promotions/PromotionsScreen';
export { AccountGameScreen } from './screens/AccountGameScreen';
export { HomeSections } from './screens/HomeSections';
export { GameTile, DEFAULT_GAME_ICON, type TileGame } from './components/GameTile';
export { GameGrid } from './components/GameGrid';
export { LobbyDialogs } from './components/LobbyDialogs';
export { useFavouriteToggle } from './favourites/useFavourites';
export { createFavouriteToggler, FAVOURITE_THROTTLE_MS } from './favourites/toggle';
export { useLaunchGame, useOpenGame, type OpenableGame } from './launch';
export { EXTRA_CATEGORIES, LIST_PATHS, SEARCH_DEBOUNCE_MS } from './constants';
export {
  navTarget, vendorPickTarget, hasDropdown, navItems, splitSports, useLobbyCategories, useCategoryCards,
  useVendorLaunch, useNavAction, VendorDropdown, CATEGORY_PATHS, type NavTarget, type NavItem, type LobbyCategory,
} from './nav';
export { VendorTile } from './vendors/VendorTile';
export { GameTypeMenu, currentGameType } from './components/GameTypeMenu';
export { useLoginGamesPreload } from './favourites/useLoginGamesPreload';
export { GamePopup, type GamePopupProps } from './game-popup/GamePopup';
