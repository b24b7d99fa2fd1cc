import type { QueryClient } from '@tanstack/react-query';
import { KYC_STATUSES, type KycStatus } from '@contracts/shared/constants';
import type { SecurityConfig, SecurityConfigValue } from '@contracts/shared/entities';
import { contract, isApiError, routeQueryOptions } from '@/lib/api';
import { toFlag } from '../../session';

/** A slow or dropped connection is retried a couple of times; a refusal is an answer. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 2_000;

const isKycStatus = (value: string): value is KycStatus => (KYC_STATUSES as readonly string[]).includes(value);

/**
 * WIRE.md §6.1 S14 as the screens read it: `info.idVerification.{enabled, isComplete, status}`, the
 * flags as booleans and an unknown or missing status as N (not submitted). A BRL merchant sends
 * `info.cpfVerification` instead, read the same way when idVerification is absent.
 */
export function selectSecurityConfig(value: SecurityConfigValue): SecurityConfig {
  const state = value.info?.idVerification ?? value.info?.cpfVerification ?? null;
  const status = (state?.status ?? '').trim().toUpperCase();
  return {
    idVerification: {
      enabled: toFlag(state?.enabled),
      isComplete: toFlag(state?.isComplete),
      status: isKycStatus(status) ? status : 'N',
    },
  };
}

/** The security (KYC) config, read fresh at each login: the prompt decides from the server's state now. */
function securityConfigQueryOptions() {
  return {
    ...routeQueryOptions(contract.kyc.securityConfig),
    staleTime: 0,
    retry: (failures: number, error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout') && failures < ATTEMPTS - 1,
    retryDelay: (failures: number) => RETRY_DELAY_MS * (failures + 1),
  };
}

export async function fetchSecurityConfig(queryClient: QueryClient): Promise<SecurityConfig> {
  return selectSecurityConfig(await queryClient.fetchQuery(securityConfigQueryOptions()));
}

/** Stops a config read in flight (logout, unmount): its retries end with it. */
export function cancelSecurityConfig(queryClient: QueryClient) {
  return queryClient.cancelQueries({ queryKey: securityConfigQueryOptions().queryKey });
}
