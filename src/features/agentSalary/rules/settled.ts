/** The part of a real-time salary answer that says which window settled last (null: none yet, or no contract). */
export interface SettlementMark {
  lastSettlement: { periodStart: string } | null;
}

/**
 * Whether an answer shows a window that settled since the answer before it of the same query: what that
 * window paid has moved money. The first answer of a query (nothing before) shows none, so opening the
 * page refreshes nothing; a first settlement after none does count.
 */
export function settledSince(before: SettlementMark | undefined, after: SettlementMark): boolean {
  if (!before || !after.lastSettlement) return false;
  return after.lastSettlement.periodStart !== before.lastSettlement?.periodStart;
}
