import common from '../../../locales/en/common.json';
import lobby from '../../../locales/en/lobby.json';
import member from '../../../locales/en/member.json';
import notices from '../../../locales/en/notices.json';

/**
 * The EN areas the shell and the home screen speak (header, side menu, footer,
 * start-up gates, lobby, member info, notices): bundled in the initial load.
 */
export const shellTranslation = { ...common, ...lobby, ...member, ...notices };
