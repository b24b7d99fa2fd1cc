/** The centre page kit with the router: the centre shell, URL-kept filters, CSV export, and the member centre. */
export { CentreLayout, type CentreNavItem, type CentreNavSection } from './components/CentreLayout';
export { ComingSoonPanel } from './components/ComingSoonPanel';
export { useUrlFilters, urlField, type UrlField, type UrlFilters } from './useUrlFilters';
export { useCsvExport, gatherPages, MAX_EXPORT_PAGES, type CsvPage } from './useCsvExport';
export { useKitLabels } from './useKitLabels';
export { useMemberCentreBadges, type CentreBadgeCounts } from './api';
export { MemberCentre, type MemberCentreScreens } from './screens/MemberCentre';
export { MEMBER_MENU } from './memberMenu';
