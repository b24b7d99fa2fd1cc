import common from '../../../locales/en/common.json';
import auth from '../../../locales/en/auth.json';
import lobby from '../../../locales/en/lobby.json';
import register from '../../../locales/en/register.json';
import compliance from '../../../locales/en/compliance.json';
import member from '../../../locales/en/member.json';
import agent from '../../../locales/en/agent.json';
import centres from '../../../locales/en/centres.json';
import games from '../../../locales/en/games.json';
import notices from '../../../locales/en/notices.json';
import lottery from '../../../locales/en/lottery.json';

/**
 * Every EN area file (locales/en/<area>.json) merged into the one i18next
 * namespace; each file owns its own top-level keys. EN is the default and
 * fallback language, so ./index.ts bundles it in the initial load.
 */
export const translation = { ...common, ...auth, ...lobby, ...register, ...compliance, ...member, ...agent, ...centres, ...games, ...notices, ...lottery };
