import { proxy } from 'valtio';

/**
 * When the header's balance last changed, as this tab saw it (client state: W1 carries no such
 * time). `at` is 0 until the first figure; `seq` counts the changes after it, so the header
 * animates each change once and never the first figure.
 */
export const balanceChange = proxy({ at: 0, seq: 0 });

export function resetBalanceChange(): void {
  balanceChange.at = 0;
  balanceChange.seq = 0;
}

let hiddenAt: number | null = null;

/** When the tab was last hidden (null if not since this module loaded): read when it is shown again. */
export function lastHiddenAt(): number | null {
  return hiddenAt;
}

/** Records when the tab is hidden; the balance query's focus rule reads it (member/api.ts). */
export function watchHidden(): () => void {
  const onChange = () => {
    if (document.visibilityState === 'hidden') hiddenAt = Date.now();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
