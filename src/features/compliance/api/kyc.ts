import { KYC_MODULE_ID } from '@contracts/shared/constants';
import { contract, useRouteMutation, type RouteArgs } from '@/lib/api';
import type { ImageSlot } from '../rules/upload';
import { toPersonalInfoBody, type PersonalInfoForm } from '../rules/personalInfo';

/** KYC step 1: the personal form, trimmed values in the form's shape. */
export function useSavePersonalInfo() {
  return useRouteMutation(contract.kyc.savePersonalInfo, {
    exclusive: true,
    toArgs: (form: PersonalInfoForm) => ({ body: toPersonalInfoBody(form) }),
    // The verified facts become the member's profile on the server (My account shows them).
    invalidates: [contract.member.getInfo],
  });
}

export type IdImages = Record<ImageSlot, string>;

/** KYC step 2: the three images as data URLs; the new review state is the server's to tell. */
export function useUploadIdImages() {
  return useRouteMutation(contract.kyc.uploadIdImage, {
    exclusive: true,
    toArgs: (images: IdImages): RouteArgs<typeof contract.kyc.uploadIdImage> => ({ body: { ...images, moduleId: KYC_MODULE_ID } }),
    // Submitted documents lock the identity fields of the profile (member info's lockedFields).
    invalidates: [contract.kyc.securityConfig, contract.member.getInfo],
  });
}
