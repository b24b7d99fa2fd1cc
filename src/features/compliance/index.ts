export { DisclaimerModal } from './disclaimer/DisclaimerModal';
export { DisclaimerGate } from './disclaimer/DisclaimerGate';
export { SecurityModal } from './security/SecurityModal';
export { SecurityPromptHost } from './security/SecurityPromptHost';
export { selectSecurityConfig } from './api/securityConfig';
export { loadDisclaimerModal, loadSecurityModal } from './lazy';
