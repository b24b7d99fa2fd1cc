import type { QueryClient } from '@tanstack/react-query';
import { contract, routeQueryKeyPrefix } from '@/lib/api';
import { invalidateBalance } from '@/features/member';

/** Origins of the games this window launched: the only senders whose messages count. */
const gameOrigins = new Set<string>();
const listening = new WeakSet<QueryClient>();

/** Trusts messages from the origin of a launch URL (the launch CDN picked for it). */
export function allowGameOrigin(url: string): void {
  gameOrigins.add(new URL(url, window.location.href).origin);
}

/**
 * What a round or a closed game may have changed: the header balance (not for play money), the recent
 * games and the winner board. The one list of these refreshes: after each round's message, and when
 * the game frame or the game's window closes.
 */
export function refreshAfterPlay(queryClient: QueryClient, freeTrial: boolean): void {
  if (!freeTrial) invalidateBalance(queryClient);
  void queryClient.invalidateQueries({ queryKey: routeQueryKeyPrefix(contract.games.recent) });
  void queryClient.invalidateQueries({ queryKey: routeQueryKeyPrefix(contract.games.winnerBoard) });
}

/**
 * After each round the game page posts a message; the lobby then refreshes
 * the header balance, the recent games and the winner board. Messages from
 * any other origin, or not of the round shape, are ignored.
 */
export function listenForGameRounds(queryClient: QueryClient): void {
  if (listening.has(queryClient)) return;
  listening.add(queryClient);
  // The message schema (and zod with it) loads with the first launch, not with the shell.
  const schema = import('@contracts/games').then((games) => games.demoGameMessageSchema);
  window.addEventListener('message', (event: MessageEvent) => {
    if (!gameOrigins.has(event.origin)) return;
    void schema.then((messageSchema) => {
      const parsed = messageSchema.safeParse(event.data);
      if (!parsed.success) return;
      refreshAfterPlay(queryClient, parsed.data.freeTrial);
    });
  });
}
