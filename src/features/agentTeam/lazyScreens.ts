/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone. A module of their own, which the face only re-exports,
 * so importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadTeamOverview = () => import(/* webpackChunkName: "agent.agentTeamOverview" */ './screens/TeamOverview').then((module) => module.TeamOverview);
export const loadAgentAnnouncements = () => import(/* webpackChunkName: "agent.agentAnnouncement" */ './screens/AgentAnnouncements').then((module) => module.AgentAnnouncements);
export const loadRegisterCenter = () => import(/* webpackChunkName: "agent.registerCenter" */ './screens/RegisterCenter').then((module) => module.RegisterCenter);
export const loadDownlineManagement = () => import(/* webpackChunkName: "agent.downlineManagmentView" */ './screens/DownlineManagement').then((module) => module.DownlineManagement);
