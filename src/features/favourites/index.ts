/** The member's favourite games: the ids query and the one optimistic add/remove mutation. */
export {
  favouriteChangeOptions, favouriteIdsQuery, favouriteListQuery, useFavouriteList, type FavouriteListQuery, isFavourite, sendFavouriteChange, useFavouriteChange, useFavouriteIds,
  type FavouriteChange, type FavouriteTarget,
} from './api';
