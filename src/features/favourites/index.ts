/** The member's favourite games: the ids query and the one optimistic add/remove mutation. */
export {
  changedWithin, favouriteChangeOptions, favouriteIdsQuery, favouriteListQuery, useFavouriteList, type FavouriteListQuery, isFavourite, useFavouriteChange, useFavouriteIds,
  type FavouriteChange, type FavouriteTarget,
} from './api';
