/** The help centre page (SPEC §2 /help), loaded lazily. */
export { HelpPage as Component } from '../../features/help';
