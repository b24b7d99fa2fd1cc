import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLoginState } from '../../session';
import { askPrompt } from '@/lib/state/prompts';
import { openModal } from '@/lib/state/ui';
import { cancelSecurityConfig, fetchSecurityConfig } from '../api/securityConfig';
import { shouldPromptSecurity } from '../rules/securityPrompt';
import { complianceFlags } from '../components/sessionFlags';

/**
 * Mounted once by the app shell. SPEC §4: on each login it asks the security
 * config and, when the popup is due, asks the prompt queue for the KYC modal:
 * it opens once no other modal is open (the forced password change, a login
 * popup) and the disclaimer, ahead of it in the queue, is accepted.
 */
export function SecurityPrompt() {
  const { isLogin, isTrial } = useLoginState();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLogin || isTrial) return;
    let live = true;
    let withdraw = () => {};
    fetchSecurityConfig(queryClient)
      .then((config) => {
        const flags = { alreadyUploaded: complianceFlags.alreadyUploaded(), verifyLater: complianceFlags.verifyLater() };
        if (live && shouldPromptSecurity(config, flags)) withdraw = askPrompt('security', () => openModal('security'));
      })
      // A nudge, not a gate: if the config cannot be read the session goes on without it.
      .catch(() => undefined);
    return () => {
      live = false;
      withdraw();
      void cancelSecurityConfig(queryClient);
    };
  }, [isLogin, isTrial, queryClient]);
  return null;
}
