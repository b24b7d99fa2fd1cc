import { lazy, Suspense } from 'react';
import { useLoginState } from '../../session';

const SecurityPrompt = lazy(() => import('./SecurityPrompt').then((module) => ({ default: module.SecurityPrompt })));

/**
 * SPEC §4's security (KYC) prompt, for real members only: its code and the security config it asks
 * for load once a member has logged in, never for a guest's first page.
 */
export function SecurityPromptHost() {
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin || isTrial) return null;
  return (
    <Suspense fallback={null}>
      <SecurityPrompt />
    </Suspense>
  );
}
