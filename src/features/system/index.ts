/**
 * The start-up gate and the platform's system calls (WIRE.md §6.2): the status the app waits for,
 * SPEC §3's public state derived from it, the countries and currency, the registration field rules,
 * and customer service (WIRE.md §3).
 */
export { SystemGate } from './SystemGate';
export { MaintenancePage } from './components/MaintenancePage';
export { RegionBlockedPage } from './components/RegionBlockedPage';
export { StartupErrorPage } from './components/StartupErrorPage';
export {
  readPermission, refreshStatusSilently, statusQuery, toPublicState, usePermission,
  useStatusQuery,
} from './api';
export { toJurisdiction, useJurisdiction } from './jurisdiction';
export { openCustomerService, useCustomerServices, type CustomerServiceLink } from './useCustomerServices';
export { APP_RESOURCE_KEYS, resourceKey } from './rules/resources';
export type { Countries, CountryOption, PublicState, ResourceLink, SystemStatus } from './rules/publicState';
export { useGamingVenues, useNationalities, useRegisterFields, type DropMenuEntry } from './formOptions';
export { countriesQuery, useCountries, useCurrencySymbol } from './countries';
