/**
 * The member's favourite games, the server's list (G6 ids, G7 pages): the ids query and the one optimistic add/remove
 * mutation. Data only, so no screens, components or rules: the lobby's star (lobby/favouriteToggle) and its
 * favourite list page use it; the lottery page's pinned lotteries are another thing (lottery/components/pinnedLotteries).
 */
export {
  changedWithin, favouriteBody, favouriteChangeOptions, favouriteIdsQuery, isFavourite, selectFavouriteIds, useFavouriteChange, useFavouriteIds,
  type FavouriteChange, type FavouriteTarget,
} from './api';
