/**
 * The sandbox of every game iframe: what the demo and vendor games need, and
 * no more. Their own scripts and storage on their origin (allow-same-origin:
 * the round message names it), forms (bet slips) and popups (vendor help
 * pages). No top navigation, so a game cannot take the site's tab away.
 */
export const GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
