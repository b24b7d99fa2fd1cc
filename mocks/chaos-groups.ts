import { setChaosGroups } from './engine/chaos';

/**
 * The route groups chaos mode takes a rate for (issue 36), by the contract domains they cover; `*`
 * (every route) needs no entry. Player-facing reads and writes fall where a player meets them.
 */
export const CHAOS_GROUPS = {
  games: ['games', 'favourites', 'lottery', 'live'],
  wallet: ['wallet', 'records', 'promotions', 'rewards', 'points'],
  member: ['session', 'verification', 'member', 'kyc', 'messages', 'missions', 'notices', 'responsibleGaming', 'system', 'content'],
  agent: ['agent'],
} as const;

/** Called from the handlers (not run on import: the package's modules are declared free of side effects). */
export function registerChaosGroups(): void {
  setChaosGroups(CHAOS_GROUPS);
}
