/**
 * The help centre: the /help page and the help modal (SPEC §2), with its deep-link rules. `api.ts`, `screens/`
 * (page, modal), `components/` (the centre both show, scrolling to an article), `rules/` (anchors, search).
 */
export { HelpModal } from './screens/HelpModal';
export { HelpPage } from './screens/HelpPage';
export { helpAnchor, resolveHelpSection, HELP_LINK_SECTIONS, type HelpLinkKey } from './rules/anchors';
export { searchHelp } from './rules/search';
export { loadHelpModal } from './lazy';
