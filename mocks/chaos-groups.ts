/**
 * The route groups chaos mode takes a rate for (issue 36), by the contract domains they cover; `*`
 * (every route) needs no entry. Player-facing reads and writes fall where a player meets them.
 * mocks/handlers.ts hands them to the engine (configureEngine).
 */
export const CHAOS_GROUPS = {
  games: ['games', 'favourites', 'lottery', 'live'],
  wallet: ['wallet', 'records', 'promotions', 'rewards', 'points'],
  member: ['session', 'verification', 'member', 'kyc', 'messages', 'missions', 'notices', 'responsibleGaming', 'system', 'content'],
  agent: ['agent'],
} as const;
