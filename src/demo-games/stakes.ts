/** Round stake values a player expects on a casino stake selector. */
const LADDER = [
  0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000,
];

/** The selectable stakes: the game's minimum, the round values between, and its maximum. */
export function stakeSteps(minBet: number, maxBet: number): number[] {
  const between = LADDER.filter((value) => value > minBet && value < maxBet);
  return minBet === maxBet ? [minBet] : [minBet, ...between, maxBet];
}

/** Starts at 1 when the game allows it (a friendly first stake), else at the minimum. */
export function defaultStakeIndex(steps: number[]): number {
  const one = steps.indexOf(1);
  return one >= 0 ? one : 0;
}
