const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** `10H` → rank "10", suit "H". */
export function splitCard(card: string): { rank: string; suit: string } {
  return { rank: card.slice(0, -1), suit: card.slice(-1) };
}

/** Baccarat points: A is 1, 2–9 their value, 10 and faces 0; the hand counts its last digit. */
export function handPoints(cards: string[]): number {
  return cards.reduce((sum, card) => {
    const index = RANKS.indexOf(splitCard(card).rank);
    return sum + (index >= 9 ? 0 : index + 1);
  }, 0) % 10;
}
