import { describe, expect, it } from 'vitest';
import type { SecurityConfig } from '../../contracts/shared/entities';
import { shouldPromptSecurity } from '../../src/features/compliance/rules/securityPrompt';

const config = (patch: Partial<SecurityConfig['idVerification']> = {}): SecurityConfig => ({
  idVerification: { enabled: true, isComplete: false, status: 'N', ...patch },
});
const none = { alreadyUploaded: false, verifyLater: false };

describe('security popup condition (SPEC §4 KYC)', () => {
  it('shows when enabled, incomplete, status N, not uploaded and not put off', () => {
    expect(shouldPromptSecurity(config(), none)).toBe(true);
  });

  it('does not show when any one condition fails', () => {
    expect(shouldPromptSecurity(config({ enabled: false }), none)).toBe(false);
    expect(shouldPromptSecurity(config({ isComplete: true }), none)).toBe(false);
    for (const status of ['P', 'Y', 'R'] as const) expect(shouldPromptSecurity(config({ status }), none)).toBe(false);
    expect(shouldPromptSecurity(config(), { ...none, alreadyUploaded: true })).toBe(false);
    expect(shouldPromptSecurity(config(), { ...none, verifyLater: true })).toBe(false);
  });
});
