/** The winner board: biggest wins on home, the winners page, and the query key a win invalidates. */
export { WinnerBoard, WINNERS_PER_SLIDE, WINNERS_AUTOPLAY_MS, WINNERS_SPEED_MS } from './WinnerBoard';
export { invalidateWinners, selectWinners, useWinnerBoard, WINNERS_QUERY_KEY, type Winner } from './api';
export { WinnersPage } from './ranking/WinnersPage';
