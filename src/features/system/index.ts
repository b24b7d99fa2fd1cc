/**
 * The start-up gate and the platform's system calls (WIRE.md §6.2): the status the app waits for,
 * SPEC §3's public state derived from it, the countries and currency, the registration field rules,
 * and customer service (WIRE.md §3). `api/` (status, countries, form options, jurisdiction, and the status
 * rules loaded beside the status call), `components/` (the gate and its pages, customer service), `rules/`
 * (pure: public state, resources, customer service links). No `screens/`: its pages are the gate's, before any route.
 */
export { SystemGate } from './components/SystemGate';
export { MaintenancePage } from './components/MaintenancePage';
export { RegionBlockedPage } from './components/RegionBlockedPage';
export { StartupErrorPage } from './components/StartupErrorPage';
export {
  readPermission, refreshStatusSilently, statusQuery, toPublicState, usePermission,
  useStatusQuery,
} from './api';
export { toJurisdiction, useJurisdiction } from './api/jurisdiction';
export { openCustomerService, useCustomerServices, type CustomerServiceLink } from './components/useCustomerServices';
export { APP_RESOURCE_KEYS, resourceKey } from './rules/resources';
export type { Countries, CountryOption, PublicState, ResourceLink, SystemStatus } from './rules/publicState';
export { useGamingVenues, useNationalities, useRegisterFields, type DropMenuEntry } from './api/formOptions';
export { countriesQuery, useCountries, useCurrencySymbol } from './api/countries';
