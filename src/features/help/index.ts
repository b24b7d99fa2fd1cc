/** The help centre: the /help page and the help modal (SPEC §2), with its deep-link rules. */
export { HelpModal } from './HelpModal';
export { HelpPage } from './HelpPage';
export { helpAnchor, resolveHelpSection, HELP_LINK_SECTIONS, type HelpLinkKey } from './rules/anchors';
export { searchHelp } from './rules/search';
export { loadHelpModal } from './lazy';
