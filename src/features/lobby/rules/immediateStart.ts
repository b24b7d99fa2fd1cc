/** Every category except RNG also shows the in_immediate_game start button (SPEC §2 Lobby). */
export function showsImmediateStart(gameType: string): boolean {
  return gameType !== 'RNG';
}
