/** The Home screen group: the lobby home (and /login, /register, /help over it). */
export { HomePage as Component } from '../pages/HomePage';
