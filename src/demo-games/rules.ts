/**
 * The built-in demo games' rules and paytables: what the game pages show and
 * what the simulated backend (mocks/games/demo.ts) pays. They are the demo
 * games' own business, not the wire's, so they live here rather than in
 * contracts/ (which keeps the ticket's shape: LOTTO_PICK_COUNT, LOTTO_NUMBER_MAX).
 */

/**
 * Slot: the total return of a round as a multiple of the stake, for three of
 * a kind; two cherries return double.
 */
export const SLOT_SYMBOLS = ['SEVEN', 'BAR', 'STAR', 'BELL', 'LEMON', 'CHERRY'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const SLOT_THREE_OF_A_KIND: Record<SlotSymbol, number> = { SEVEN: 100, BAR: 25, STAR: 12, BELL: 8, LEMON: 5, CHERRY: 4 };
export const SLOT_TWO_CHERRIES = 2;

/** Table: a bet on the player wins double; a tie returns the stake. */
export const TABLE_PLAYER_WIN = 2;

/**
 * Lottery: the draw takes as many numbers as a ticket picks; LOTTO_PAYS is the
 * total return, as a multiple of the stake, by how many picks were drawn
 * (fewer matches return nothing).
 */
export const LOTTO_PAYS: Readonly<Record<number, number>> = { 2: 3, 3: 25, 4: 500, 5: 10_000 };

/** The picks that were drawn: what the ticket page highlights and the backend pays on. */
export function lottoMatches(picks: readonly number[], drawn: readonly (number | string)[]): number[] {
  const numbers = new Set(drawn.map(Number));
  return picks.filter((pick) => numbers.has(pick));
}
