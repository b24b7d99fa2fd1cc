import common from '../../../locales/ty/common.json';
import layout from '../../../locales/ty/layout.json';
import auth from '../../../locales/ty/auth.json';
import lobby from '../../../locales/ty/lobby.json';
import register from '../../../locales/ty/register.json';
import compliance from '../../../locales/ty/compliance.json';
import member from '../../../locales/ty/member.json';
import agent from '../../../locales/ty/agent.json';
import centres from '../../../locales/ty/centres.json';
import games from '../../../locales/ty/games.json';
import notices from '../../../locales/ty/notices.json';
import agentTeam from '../../../locales/ty/agentTeam.json';
import lottery from '../../../locales/ty/lottery.json';
import records from '../../../locales/ty/records.json';
import engage from '../../../locales/ty/engage.json';
import content from '../../../locales/ty/content.json';
import mall from '../../../locales/ty/mall.json';
import account from '../../../locales/ty/account.json';
import cashier from '../../../locales/ty/cashier.json';
import agentReports from '../../../locales/ty/agentReports.json';
import responsibleGaming from '../../../locales/ty/responsibleGaming.json';

/**
 * Every TY area file (but devtools.json, which only the QA toolbar registers) merged into the one i18next namespace. Loaded only
 * through the dynamic import in ./index.ts, so it is a file of its own and
 * an EN visitor never downloads it.
 */
export const translation = { ...common, ...layout, ...auth, ...lobby, ...register, ...compliance, ...member, ...agent, ...centres, ...games, ...notices, ...lottery, ...records, ...engage, ...content, ...mall, ...agentTeam, ...account, ...cashier, ...agentReports, ...responsibleGaming };
