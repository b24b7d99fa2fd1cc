import type { DemoBetValue, DemoPlayMode, DemoSession } from '../../contracts/games';
import { callRoute, contract } from '../lib/api';

/**
 * A guest's free trial plays on the trial routes (the ticket is the
 * credential); a signed-in player's tickets on the token routes.
 */
export function loadSession(ticket: string, mode: DemoPlayMode): Promise<DemoSession> {
  const route = mode === 'guest' ? contract.games.trialSession : contract.games.demoSession;
  return callRoute(route, { query: { ticket } });
}

/** One round, with a fresh requestId: a resent request is never a second bet. `picks`: a lottery ticket's numbers. */
export function playRound(ticket: string, mode: DemoPlayMode, stake: number, picks?: number[]): Promise<DemoBetValue> {
  const body = { ticket, stake, requestId: crypto.randomUUID(), ...(picks ? { picks } : {}) };
  return mode === 'guest'
    ? callRoute(contract.games.trialBet, { body })
    : callRoute(contract.games.demoBet, { body });
}
