/**
 * Compliance (SPEC §2 disclaimer, security prompt and KYC). In parts, as auth is: `disclaimer/` and `security/`
 * each hold their modals, gate and steps; shared at compliance level: `api/` (KYC, security config),
 * `components/` (the session's compliance flags), `rules/` (pure: age, upload, the security prompt, the personal
 * info schema). No `screens/` folder: its screens are the parts' modals.
 */
export { DisclaimerModal } from './disclaimer/DisclaimerModal';
export { DisclaimerGate } from './disclaimer/DisclaimerGate';
export { SecurityModal } from './security/SecurityModal';
export { SecurityPromptHost } from './security/SecurityPromptHost';
export { selectSecurityConfig } from './api/securityConfig';
export { loadDisclaimerModal, loadSecurityModal } from './lazy';
