/** The compliance feature's server reads and writes: the security config (read at each login) apart from the KYC writes, so the shell's prompt does not carry the forms' schemas. */
export { cancelSecurityConfig, fetchSecurityConfig, securityConfigQueryOptions } from './securityConfig';
export { useSavePersonalInfo, useUploadIdImages, type IdImages } from './kyc';
