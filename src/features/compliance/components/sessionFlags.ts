import { sessionStore } from '@/lib/storage';

/**
 * The compliance flags of SPEC §3 session storage. They are read afresh each
 * time: logout clears the whole session storage, and with it these.
 */
const TRUE = 'true';

export const complianceFlags = {
  disclaimerAccepted: () => sessionStore.get('disclaimerAccept') === TRUE,
  acceptDisclaimer: () => sessionStore.set('disclaimerAccept', TRUE),
  alreadyUploaded: () => sessionStore.get('securityAlreadyUpLoad') === TRUE,
  markUploaded: () => sessionStore.set('securityAlreadyUpLoad', TRUE),
  verifyLater: () => sessionStore.get('verifyLater') === TRUE,
  chooseVerifyLater: () => sessionStore.set('verifyLater', TRUE),
};
