import type { RgActivityRow } from '@contracts/responsibleGaming';

export interface ActivityBar {
  gameType: RgActivityRow['gameType'];
  /** Bar of the stakes, from the axis. */
  betWidth: number;
  /** Bar of the wins, from the axis. */
  payoutWidth: number;
  y: number;
  net: number;
}

/**
 * Horizontal bars per vertical: stakes and wins side by side, scaled to the
 * largest of either, so a player sees at a glance where the money went.
 */
export function layoutActivity(rows: readonly RgActivityRow[], box: { width: number; left: number; rowHeight: number }): ActivityBar[] {
  const max = Math.max(1, ...rows.map((row) => Math.max(row.betAmount, row.payout)));
  const span = box.width - box.left;
  return rows.map((row, index) => ({
    gameType: row.gameType,
    betWidth: (row.betAmount / max) * span,
    payoutWidth: (row.payout / max) * span,
    y: index * box.rowHeight,
    net: row.net,
  }));
}
