import agent from '@locales/ty/agent.json';
import agentTeam from '@locales/ty/agentTeam.json';
import agentReports from '@locales/ty/agentReports.json';

/**
 * TY's "agent" texts: the agent door and back office: the agent layout, its team, contracts and reports (and the contract modal). A lazy file of its own (./index.ts TEXT_LOADERS), fetched by the
 * routes and modals that speak it (src/lib/i18n.ts ensureTexts).
 */
export const texts = { ...agent, ...agentTeam, ...agentReports };
