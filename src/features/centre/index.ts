/** The centre page kit with the router: the centre shell, URL-kept filters, CSV export, and the member centre. */
export { CentreLayout, type CentreNavItem, type CentreNavSection } from './components/CentreLayout';
export { useUrlFilters, urlField, type UrlField, type UrlFilters } from './useUrlFilters';
export { useCsvExport } from './useCsvExport';
export { useKitLabels } from './useKitLabels';
export { MemberCentre, type MemberCentreScreens } from './screens/MemberCentre';
export { loadScreen, type ScreenLoader } from './pageScreens';
export { AgentCentre, type AgentCentreScreens } from './screens/AgentCentre';
export { agentPageFlags, isAgentPageOffered, type AgentPageFlags, type ContractSessionFlags } from './rules/agentPages';
