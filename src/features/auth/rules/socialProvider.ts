/**
 * The social providers SPEC §2 offers. No provider SDK is wired in: an in-app
 * consent step stands in for the provider's own window, and the simulated
 * provider (session.socialConsent) issues the id token the session route checks.
 */
export type SocialProvider = 'google' | 'facebook';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
