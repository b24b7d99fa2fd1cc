import layout from '@locales/en/layout.json';
import auth from '@locales/en/auth.json';
import lobby from '@locales/en/lobby.json';
import register from '@locales/en/register.json';
import compliance from '@locales/en/compliance.json';
import member from '@locales/en/member.json';
import games from '@locales/en/games.json';
import notices from '@locales/en/notices.json';
import content from '@locales/en/content.json';
import centres from '@locales/en/centres.json';
import lottery from '@locales/en/lottery.json';
import responsibleGaming from '@locales/en/responsibleGaming.json';
import engage from '@locales/en/engage.json';
import account from '@locales/en/account.json';
import cashier from '@locales/en/cashier.json';

/**
 * EN's "site" texts: the layout, home and lobby, the forms and modals, and what the header's member menu and the main layout's
 * watchers say (the cashier's withdrawable line, the badges, responsible gaming's reminders). A lazy file of its own (./index.ts TEXT_LOADERS), fetched by the
 * routes and modals that speak it (src/lib/i18n.ts ensureTexts).
 */
export const texts = { ...layout, ...auth, ...lobby, ...register, ...compliance, ...member, ...games, ...notices, ...content, ...centres, ...lottery, ...responsibleGaming, ...engage, ...account, ...cashier };
