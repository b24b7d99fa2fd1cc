import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { callRoute, contract, isApiError } from '../../../lib/api';
import { useLoginState } from '../../session';
import { openModal, ui } from '../../../lib/state/ui';
import { disclaimerRequired, useDisclaimerFeature } from '../disclaimer/disclaimerRequired';
import { shouldPromptSecurity } from '../rules/securityPrompt';
import { complianceFlags } from '../sessionFlags';

/** Another modal (forced password change, disclaimer, a login popup) goes first. */
function modalSlotFree(disclaimerFeature: boolean): boolean {
  return ui.modal === null && !disclaimerRequired(disclaimerFeature);
}

/** A slow or dropped connection is retried a couple of times; a refusal is an answer. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 2_000;

async function loadSecurityConfig(isLive: () => boolean) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await callRoute(contract.kyc.securityConfig);
    } catch (error) {
      const transient = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
      if (!transient || attempt >= ATTEMPTS || !isLive()) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

/**
 * Mounted once by the app shell. SPEC §4: on each login it asks the security
 * config and, when the popup is due, opens the KYC modal as soon as no other
 * modal is open, so it never fights the forced change-password modal.
 */
export function SecurityPrompt() {
  const { isLogin, isTrial } = useLoginState();
  const disclaimerFeature = useDisclaimerFeature();
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
    loadSecurityConfig(() => live)
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
    };
  }, [isLogin, isTrial, disclaimerFeature]);
  return null;
}
