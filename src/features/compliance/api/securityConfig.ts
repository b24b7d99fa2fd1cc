import type { QueryClient } from '@tanstack/react-query';
import { contract, isApiError, routeQueryOptions } from '../../../lib/api';

/** A slow or dropped connection is retried a couple of times; a refusal is an answer. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 2_000;

/** The security (KYC) config, read fresh at each login: the prompt decides from the server's state now. */
function securityConfigQueryOptions() {
  return {
    ...routeQueryOptions(contract.kyc.securityConfig),
    staleTime: 0,
    retry: (failures: number, error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout') && failures < ATTEMPTS - 1,
    retryDelay: (failures: number) => RETRY_DELAY_MS * (failures + 1),
  };
}

export function fetchSecurityConfig(queryClient: QueryClient) {
  return queryClient.fetchQuery(securityConfigQueryOptions());
}

/** Stops a config read in flight (logout, unmount): its retries end with it. */
export function cancelSecurityConfig(queryClient: QueryClient) {
  return queryClient.cancelQueries({ queryKey: securityConfigQueryOptions().queryKey });
}

