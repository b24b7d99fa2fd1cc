/** The KYC writes of the security modal. The security config read (./securityConfig) is imported on its own by the shell's prompt, so the shell does not carry the forms' schemas. */
export { useSavePersonalInfo, useUploadIdImages, type IdImages } from './kyc';
