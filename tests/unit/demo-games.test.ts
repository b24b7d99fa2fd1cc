import { describe, expect, it } from 'vitest';
import { SLOT_THREE_OF_A_KIND } from '../../src/demo-games/rules';
import { demoOutcome } from '../../mocks/games/demo';
import { defaultStakeIndex, stakeSteps } from '../../src/demo-games/stakes';
import { handPoints } from '../../src/demo-games/cards';

describe('demo game stake selector', () => {
  it('offers the minimum, the round values between, and the maximum', () => {
    expect(stakeSteps(0.25, 50)).toEqual([0.25, 0.5, 1, 2, 5, 10, 20, 50]);
    expect(stakeSteps(1, 100)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(stakeSteps(5, 5)).toEqual([5]);
  });

  it('starts at 1 where the game allows it, else at the minimum', () => {
    expect(stakeSteps(0.25, 50)[defaultStakeIndex(stakeSteps(0.25, 50))]).toBe(1);
    expect(stakeSteps(2, 5000)[defaultStakeIndex(stakeSteps(2, 5000))]).toBe(2);
  });
});

describe('the pages show what the simulated backend pays', () => {
  it('the table page counts hands as the backend settles them', () => {
    for (let n = 0; n < 300; n += 1) {
      const round = demoOutcome('table', 'ticket-agreement', `round-${n}`);
      const player = handPoints(round.symbols.slice(0, 2));
      const banker = handPoints(round.symbols.slice(2, 4));
      expect(round.outcome).toBe(player === banker ? 'PUSH' : player > banker ? 'WIN' : 'LOSE');
    }
  });

  it('the slot pays its paytable on three of a kind', () => {
    for (let n = 0; n < 3000; n += 1) {
      const round = demoOutcome('slot', 'ticket-agreement', `round-${n}`);
      const [a, b, c] = round.symbols;
      if (a === b && b === c) expect(round.multiplier).toBe(SLOT_THREE_OF_A_KIND[a as keyof typeof SLOT_THREE_OF_A_KIND]);
    }
  });
});
