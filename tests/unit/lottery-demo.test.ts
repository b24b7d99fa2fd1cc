import { describe, expect, it } from 'vitest';
import { LOTTO_NUMBER_MAX, LOTTO_PICK_COUNT, lottoPicksSchema } from '../../contracts/games';
import { LOTTO_PAYS, lottoMatches } from '../../src/demo-games/rules';
import { demoOutcome } from '../../mocks/games/demo';
import { ballTone, quickPick, togglePick } from '../../src/demo-games/lotto';

describe('the lottery ticket: picking numbers', () => {
  it('marks and unmarks numbers, kept sorted, and takes no sixth one', () => {
    let picks: number[] = [];
    for (const number of [30, 4, 17]) picks = togglePick(picks, number);
    expect(picks).toEqual([4, 17, 30]);
    expect(togglePick(picks, 17)).toEqual([4, 30]);
    const full = [1, 2, 3, 4, 5];
    expect(togglePick(full, 6)).toEqual(full);
    expect(togglePick(full, 3)).toEqual([1, 2, 4, 5]);
    expect(togglePick([], 0)).toEqual([]);
    expect(togglePick([], LOTTO_NUMBER_MAX + 1)).toEqual([]);
  });

  it('quick pick fills a whole valid ticket', () => {
    for (let n = 0; n < 200; n += 1) {
      const picks = quickPick();
      expect(lottoPicksSchema.safeParse(picks).success).toBe(true);
      expect(picks).toEqual([...picks].sort((a, b) => a - b));
    }
    // The lowest roll every time takes the lowest numbers left.
    expect(quickPick(() => 0)).toEqual([1, 2, 3, 4, 5]);
  });

  it('colours balls by range', () => {
    expect([1, 9, 10, 18, 19, 27, 28, 36].map(ballTone)).toEqual(['gold', 'gold', 'blue', 'blue', 'red', 'red', 'green', 'green']);
  });

  it('the contract refuses a ticket with too few, repeated or out-of-range numbers', () => {
    expect(lottoPicksSchema.safeParse([1, 2, 3, 4]).success).toBe(false);
    expect(lottoPicksSchema.safeParse([1, 2, 3, 4, 4]).success).toBe(false);
    expect(lottoPicksSchema.safeParse([0, 2, 3, 4, 5]).success).toBe(false);
    expect(lottoPicksSchema.safeParse([1, 2, 3, 4, 37]).success).toBe(false);
    expect(lottoPicksSchema.safeParse([1, 2, 3, 4, 5.5]).success).toBe(false);
    expect(lottoPicksSchema.safeParse([36, 1, 20, 7, 12]).success).toBe(true);
  });
});

describe('the lottery draw the simulated backend plays', () => {
  const picks = [2, 11, 19, 28, 36];

  it('draws five different numbers from 1 to 36, the same for the same round', () => {
    for (let n = 0; n < 500; n += 1) {
      const round = demoOutcome('lottery', 'ticket-lotto', `round-${n}`, picks);
      const drawn = round.symbols.map(Number);
      expect(drawn).toHaveLength(LOTTO_PICK_COUNT);
      expect(new Set(drawn).size).toBe(LOTTO_PICK_COUNT);
      expect(drawn.every((number) => Number.isInteger(number) && number >= 1 && number <= LOTTO_NUMBER_MAX)).toBe(true);
    }
    expect(demoOutcome('lottery', 'ticket-lotto', 'round-7', picks)).toEqual(demoOutcome('lottery', 'ticket-lotto', 'round-7', picks));
  });

  it('the draw does not depend on the picks; the prize is the paytable for the matches the page highlights', () => {
    const seen = new Set<number>();
    for (let n = 0; n < 3000; n += 1) {
      const round = demoOutcome('lottery', 'ticket-lotto', `round-${n}`, picks);
      expect(demoOutcome('lottery', 'ticket-lotto', `round-${n}`, [1, 3, 5, 7, 9]).symbols).toEqual(round.symbols);
      const matches = lottoMatches(picks, round.symbols).length;
      seen.add(matches);
      expect(round.multiplier).toBe(LOTTO_PAYS[matches] ?? 0);
      expect(round.outcome).toBe(matches >= 2 ? 'WIN' : 'LOSE');
    }
    expect([0, 1, 2, 3].every((matches) => seen.has(matches))).toBe(true);
  });
});
