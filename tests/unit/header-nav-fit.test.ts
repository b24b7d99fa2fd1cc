import { describe, expect, it } from 'vitest';
import { fitNavItems } from '../../src/app/layouts/navOverflow';

// Widths as Chromium lays the header out at 1440 px for a member (EN): the row, the More button and the 2 px gap.
const ITEMS = [64, 120, 64, 82, 66, 78, 86, 104, 86, 98, 104];
const MORE = 72;
const GAP = 2;
const row = (count: number) => ITEMS.slice(0, count).reduce((sum, width) => sum + width, 0) + GAP * (count - 1);

describe('header nav fit (issue 32 point 9: nothing cut or hidden under the header buttons)', () => {
  it('shows every item, and no More button, when the whole row fits', () => {
    expect(fitNavItems(ITEMS, row(ITEMS.length), MORE, GAP)).toBe(ITEMS.length);
  });

  it('keeps as many items as fit beside the More button, in order', () => {
    // One pixel short of the whole row: the last item alone cannot go, the button needs its room too.
    const available = row(ITEMS.length) - 1;
    const fit = fitNavItems(ITEMS, available, MORE, GAP);
    expect(fit).toBeLessThan(ITEMS.length);
    expect(row(fit) + GAP + MORE).toBeLessThanOrEqual(available);
    expect(row(fit + 1) + GAP + MORE).toBeGreaterThan(available);
  });

  it('moves everything into More when not even the first item fits beside it', () => {
    expect(fitNavItems(ITEMS, MORE + 10, MORE, GAP)).toBe(0);
  });
});
