/**
 * The centres' shell: the member and agent centre layouts, their menus (`rules/`: which pages, which badges) and the
 * page loader (`components/pageScreens.ts`). No api: it shows what the features and the app hand in. The page-kit
 * hooks it used to hold (URL-kept filters, CSV export, kit labels) are the UI kit's now (`@/components`).
 */
export { CentreLayout, type CentreNavItem, type CentreNavSection } from './components/CentreLayout';
export { MemberCentre, type MemberCentreScreens } from './screens/MemberCentre';
export { loadScreen, type ScreenLoader } from './components/pageScreens';
export { AgentCentre, type AgentCentreScreens } from './screens/AgentCentre';
export { agentPageFlags, isAgentPageOffered, type AgentPageFlags, type ContractSessionFlags } from './rules/agentPages';
