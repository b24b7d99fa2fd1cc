/** The lobby: game list pages, account game pages, home game sections, the game tile, favourites and launching. */
export { GameListScreen } from './screens/GameListScreen';
export { AccountGameScreen } from './screens/AccountGameScreen';
export { HomeSections } from './screens/HomeSections';
export { GameTile, DEFAULT_GAME_ICON, type TileGame } from './components/GameTile';
export { GameGrid } from './components/GameGrid';
export { LobbyDialogs } from './components/LobbyDialogs';
export { favouriteState, setFavouriteIds, clearFavouriteIds, isFavourite } from '../../lib/state/favourites';
export { useFavouriteToggle, useFavouriteIdsLoader } from './favourites/useFavourites';
export { createFavouriteToggler, FAVOURITE_THROTTLE_MS } from './favourites/toggle';
export { useLaunchGame } from './launch';
export { EXTRA_CATEGORIES, LIST_PATHS, SEARCH_DEBOUNCE_MS } from './constants';
