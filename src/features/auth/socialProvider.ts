/**
 * The social providers SPEC §2 offers, and the consent they give. No provider
 * SDK is wired in: an in-app consent step stands in for the provider's own
 * window, and yields the id token the session route checks. A real provider
 * integration replaces only `consentToken`.
 */
export type SocialProvider = 'google' | 'facebook';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The id token of a consent given by `account` at `provider` (the simulated provider's format). */
export function consentToken(provider: SocialProvider, account: string): string {
  return `${provider}:${account.trim()}`;
}
