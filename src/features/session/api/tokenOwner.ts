import { useQuery } from '@tanstack/react-query';
import { callRoute, contract } from '@/lib/api';

/**
 * Whose a token is, without taking it (SPEC §4 `?token=` in a tab with no session): S5 asked with that
 * token alone and silently, nothing cached as this tab's member. The nickname, else the account. Its own
 * module: only the lazy "Continue as" dialog asks, so the first page carries none of it.
 */
export async function tokenOwner(token: string, signal?: AbortSignal): Promise<string> {
  const value = await callRoute(contract.member.getInfo, undefined, { authorization: token, silent: true, signal });
  return value.nickname?.trim() || value.account;
}

/**
 * `tokenOwner` as a query, asked once; an error means the token is no one's (refused, expired). One
 * offered token at a time, so the key names the question, not the token: a secret stays out of the cache's keys.
 */
export function useTokenOwner(token: string) {
  return useQuery({ queryKey: ['session', 'tokenOwner'], queryFn: ({ signal }) => tokenOwner(token, signal), retry: false, staleTime: 0, gcTime: 0 });
}
