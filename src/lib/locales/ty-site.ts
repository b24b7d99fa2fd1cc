import common from '@locales/ty/common.json';
import layout from '@locales/ty/layout.json';
import auth from '@locales/ty/auth.json';
import lobby from '@locales/ty/lobby.json';
import register from '@locales/ty/register.json';
import compliance from '@locales/ty/compliance.json';
import member from '@locales/ty/member.json';
import games from '@locales/ty/games.json';
import notices from '@locales/ty/notices.json';
import content from '@locales/ty/content.json';
import centres from '@locales/ty/centres.json';
import lottery from '@locales/ty/lottery.json';
import responsibleGaming from '@locales/ty/responsibleGaming.json';
import engage from '@locales/ty/engage.json';
import account from '@locales/ty/account.json';
import cashier from '@locales/ty/cashier.json';

/**
 * TY's "site" texts: the layout, home and lobby, the forms and modals, and what the header's member menu and the main layout's
 * watchers say (the cashier's withdrawable line, the badges, responsible gaming's reminders). A lazy file of its own (./index.ts TEXT_LOADERS), fetched by the
 * routes and modals that speak it (src/lib/i18n.ts ensureTexts).
 */
/** TY's shell texts (common.json), in the same file: a TY visitor's first paint and first route need both. */
export const shell = { ...common };

export const texts = { ...layout, ...auth, ...lobby, ...register, ...compliance, ...member, ...games, ...notices, ...content, ...centres, ...lottery, ...responsibleGaming, ...engage, ...account, ...cashier };
