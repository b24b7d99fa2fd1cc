import type { ReactNode } from 'react';

/**
 * What the header's member panel shows from other features. The app composes them
 * (src/app/layouts/HeaderMember.tsx), so the member feature imports neither the agent's contracts nor
 * the cashier's figures, and neither imports it back in a circle.
 */
export interface MemberPanelSlots {
  /** The badge beside the balance while an upline's offer or request waits (the agent feature's). */
  contractBadge?: ReactNode;
  /** The menu's contracts entry: shown when the member has any; `waiting` requests answer in `open`. */
  contracts?: { hasAny: boolean; waiting: number; open: () => void };
  /** The withdrawable figures at the top of the menu (the cashier's); `close` shuts the menu on a pick. */
  withdrawable?: (close: () => void) => ReactNode;
}
