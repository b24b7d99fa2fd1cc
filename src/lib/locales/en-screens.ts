import auth from '../../../locales/en/auth.json';
import register from '../../../locales/en/register.json';
import compliance from '../../../locales/en/compliance.json';
import agent from '../../../locales/en/agent.json';
import centres from '../../../locales/en/centres.json';
import games from '../../../locales/en/games.json';
import lottery from '../../../locales/en/lottery.json';

/**
 * The EN areas only lazy screens and modals speak (forms, centres, agent,
 * games, lottery): one lazy file, fetched at start-up beside the first screen
 * and awaited by every route and modal loader (src/lib/i18n.ts ensureScreenTexts).
 */
export const screenTranslation = { ...auth, ...register, ...compliance, ...agent, ...centres, ...games, ...lottery };
