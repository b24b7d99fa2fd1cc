import { LOTTO_NUMBER_MAX, LOTTO_PICK_COUNT } from '../../contracts/games';

/** Every number on the ticket's board, 1 to LOTTO_NUMBER_MAX. */
export const LOTTO_NUMBERS = Array.from({ length: LOTTO_NUMBER_MAX }, (_, i) => i + 1);

/** Marks or unmarks a number; a full ticket takes no more until one is unmarked. Picks stay sorted. */
export function togglePick(picks: readonly number[], number: number): number[] {
  if (picks.includes(number)) return picks.filter((pick) => pick !== number);
  if (picks.length >= LOTTO_PICK_COUNT || number < 1 || number > LOTTO_NUMBER_MAX) return [...picks];
  return [...picks, number].sort((a, b) => a - b);
}

/** A full random ticket: LOTTO_PICK_COUNT different numbers, sorted. `random` returns [0, 1). */
export function quickPick(random: () => number = Math.random): number[] {
  const pool = [...LOTTO_NUMBERS];
  const picks: number[] = [];
  while (picks.length < LOTTO_PICK_COUNT) picks.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picks.sort((a, b) => a - b);
}

export type BallTone = 'gold' | 'blue' | 'red' | 'green';
const TONES: BallTone[] = ['gold', 'blue', 'red', 'green'];

/** Balls are coloured by range, as on a lottery draw machine: a quarter of the numbers per colour. */
export function ballTone(number: number): BallTone {
  const band = Math.ceil(LOTTO_NUMBER_MAX / TONES.length);
  return TONES[Math.min(TONES.length - 1, Math.floor((number - 1) / band))]!;
}
