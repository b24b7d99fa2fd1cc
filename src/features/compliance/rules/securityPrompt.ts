import type { SecurityConfig } from '@contracts/shared/entities';

export interface PromptFlags {
  /** Session `securityAlreadyUpLoad`: the images went up in this session. */
  alreadyUploaded: boolean;
  /** Session `verifyLater`: the member chose to verify later. */
  verifyLater: boolean;
}

/**
 * SPEC §4 KYC: the security popup shows when ID verification is enabled,
 * incomplete, status N, not already uploaded, and verify-later not chosen.
 */
export function shouldPromptSecurity(config: SecurityConfig, flags: PromptFlags): boolean {
  const { enabled, isComplete, status } = config.idVerification;
  return enabled && !isComplete && status === 'N' && !flags.alreadyUploaded && !flags.verifyLater;
}
