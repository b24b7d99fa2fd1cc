import layout from '../../../locales/en/layout.json';
import auth from '../../../locales/en/auth.json';
import lobby from '../../../locales/en/lobby.json';
import register from '../../../locales/en/register.json';
import compliance from '../../../locales/en/compliance.json';
import member from '../../../locales/en/member.json';
import agent from '../../../locales/en/agent.json';
import centres from '../../../locales/en/centres.json';
import games from '../../../locales/en/games.json';
import notices from '../../../locales/en/notices.json';
import agentTeam from '../../../locales/en/agentTeam.json';
import lottery from '../../../locales/en/lottery.json';
import records from '../../../locales/en/records.json';
import engage from '../../../locales/en/engage.json';
import content from '../../../locales/en/content.json';
import mall from '../../../locales/en/mall.json';
import account from '../../../locales/en/account.json';
import cashier from '../../../locales/en/cashier.json';
import agentReports from '../../../locales/en/agentReports.json';
import responsibleGaming from '../../../locales/en/responsibleGaming.json';

/**
 * The EN texts of routed screens and modals (the layout, lobby, forms,
 * centres, games): one lazy file, fetched at start-up beside the first route's
 * code and awaited by every route and modal loader (src/lib/i18n.ts
 * ensureScreenTexts), so the first screen paints with them and the initial
 * load does not carry them.
 */
export const screenTranslation = { ...layout, ...auth, ...lobby, ...register, ...compliance, ...member, ...agent, ...centres, ...games, ...notices, ...lottery, ...records, ...engage, ...content, ...mall, ...agentTeam, ...account, ...cashier, ...agentReports, ...responsibleGaming };
