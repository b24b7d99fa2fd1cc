import type { QueryClient } from '@tanstack/react-query';
import { KYC_MODULE_ID } from '../../../contracts/shared/constants';
import { contract, isApiError, routeQueryOptions, useRouteMutation, type RouteArgs } from '../../lib/api';
import type { ImageSlot } from './rules/upload';
import { toPersonalInfoBody, type PersonalInfoForm } from './security/personalInfo';

/** A slow or dropped connection is retried a couple of times; a refusal is an answer. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 2_000;

/** The security (KYC) config, read fresh at each login: the prompt decides from the server's state now. */
export function securityConfigQueryOptions() {
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

/** KYC step 1: the personal form, trimmed values in the form's shape. */
export function useSavePersonalInfo() {
  return useRouteMutation(contract.kyc.savePersonalInfo, {
    exclusive: true,
    toArgs: (form: PersonalInfoForm) => ({ body: toPersonalInfoBody(form) }),
  });
}

export type IdImages = Record<ImageSlot, string>;

/** KYC step 2: the three images as data URLs; the new review state is the server's to tell. */
export function useUploadIdImages() {
  return useRouteMutation(contract.kyc.uploadIdImage, {
    exclusive: true,
    toArgs: (images: IdImages): RouteArgs<typeof contract.kyc.uploadIdImage> => ({ body: { ...images, moduleId: KYC_MODULE_ID } }),
    invalidates: [contract.kyc.securityConfig],
  });
}
