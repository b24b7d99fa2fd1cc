/**
 * The winner board: biggest wins on home, the winners page, and the query key a win invalidates. `api.ts`,
 * `screens/` (the winners page), `components/` (the board). No `rules/`: its one rule, reading a win, is the api's select.
 */
export { WinnerBoard, WINNERS_PER_SLIDE, WINNERS_AUTOPLAY_MS, WINNERS_SPEED_MS } from './components/WinnerBoard';
export { invalidateWinners, selectWinners, useWinnerBoard, WINNERS_QUERY_KEY, type Winner } from './api';
export { WinnersPage } from './screens/WinnersPage';
