/** The member's favourite games: the ids query and the one optimistic add/remove mutation. */
export {
  changedWithin, favouriteBody, favouriteChangeOptions, favouriteIdsQuery, isFavourite, selectFavouriteIds, useFavouriteChange, useFavouriteIds,
  type FavouriteChange, type FavouriteTarget,
} from './api';
