export { DisclaimerModal } from './disclaimer/DisclaimerModal';
export { DisclaimerGate } from './disclaimer/DisclaimerGate';
export { SecurityModal } from './security/SecurityModal';
export { SecurityPrompt } from './security/SecurityPrompt';
export { selectSecurityConfig } from './api/securityConfig';
