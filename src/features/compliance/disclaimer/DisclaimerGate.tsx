import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { openModal, ui } from '@/lib/state/ui';
import { disclaimerRequired, useDisclaimerFeature } from './disclaimerRequired';

/**
 * Mounted once by the app shell. Opens the disclaimer at start, and again
 * whenever no other modal is open (after the help terms the user followed,
 * or after a logout cleared the session flag) until it is accepted.
 */
export function DisclaimerGate() {
  const feature = useDisclaimerFeature();
  const { modal } = useSnapshot(ui);
  useEffect(() => {
    if (modal === null && disclaimerRequired(feature)) openModal('disclaimer');
  }, [feature, modal]);
  return null;
}
