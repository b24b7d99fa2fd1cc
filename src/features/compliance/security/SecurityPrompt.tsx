import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { useLoginState } from '../../session';
import { openModal, ui } from '@/lib/state/ui';
import { cancelSecurityConfig, fetchSecurityConfig } from '../api/securityConfig';
import { disclaimerRequired, useDisclaimerFeature } from '../disclaimer/disclaimerRequired';
import { shouldPromptSecurity } from '../rules/securityPrompt';
import { complianceFlags } from '../components/sessionFlags';

/** Another modal (forced password change, disclaimer, a login popup) goes first. */
function modalSlotFree(disclaimerFeature: boolean): boolean {
  return ui.modal === null && !disclaimerRequired(disclaimerFeature);
}

/**
 * Mounted once by the app shell. SPEC §4: on each login it asks the security
 * config and, when the popup is due, opens the KYC modal as soon as no other
 * modal is open, so it never fights the forced change-password modal.
 */
export function SecurityPrompt() {
  const { isLogin, isTrial } = useLoginState();
  const disclaimerFeature = useDisclaimerFeature();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLogin || isTrial) return;
    let live = true;
    let unsubscribe = () => {};
    const openWhenFree = () => {
      if (!live || !modalSlotFree(disclaimerFeature)) return;
      live = false;
      unsubscribe();
      openModal('security');
    };
    fetchSecurityConfig(queryClient)
      .then((config) => {
        const flags = { alreadyUploaded: complianceFlags.alreadyUploaded(), verifyLater: complianceFlags.verifyLater() };
        if (!live || !shouldPromptSecurity(config, flags)) return;
        unsubscribe = subscribe(ui, openWhenFree);
        openWhenFree();
      })
      // A nudge, not a gate: if the config cannot be read the session goes on without it.
      .catch(() => undefined);
    return () => {
      live = false;
      unsubscribe();
      void cancelSecurityConfig(queryClient);
    };
  }, [isLogin, isTrial, disclaimerFeature, queryClient]);
  return null;
}
