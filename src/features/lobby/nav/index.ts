/** Header navigation and vendor rules of the lobby (SPEC §2 Header, Lobby). */
export { splitSports, ESPORTS_VENDORS, COCKFIGHT_VENDORS, type LobbyCategory } from './sportsSplit';
export {
  navTarget, vendorPickTarget, hasDropdown, isLargeDropdown, navItems, vendorTarget,
  DROPDOWN_PER_VIEW, LARGE_DROPDOWN_GAMES, LOTTERY_NAV_VENDOR, type NavTarget, type NavItem,
} from './navRules';
export { useLobbyCategories, useCategoryCards } from './useLobbyCategories';
export { useVendorLaunch, entryGame } from './useVendorLaunch';
export { useNavAction } from './useNavAction';
export { VendorDropdown, preloadVendorDropdown } from './LazyVendorDropdown';
