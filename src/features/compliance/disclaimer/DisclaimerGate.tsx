import { lazy, Suspense } from 'react';
import { useDisclaimerFeature } from './disclaimerRequired';

const DisclaimerPrompt = lazy(() => import('./DisclaimerPrompt').then((module) => ({ default: module.DisclaimerPrompt })));

/**
 * Mounted once by the app shell. SPEC §1/§2: in the regional variant (feature flag `disclaimer`) the
 * disclaimer shows until accepted; its prompt (and the prompt queue) load only with the flag on.
 */
export function DisclaimerGate() {
  if (!useDisclaimerFeature()) return null;
  return (
    <Suspense fallback={null}>
      <DisclaimerPrompt />
    </Suspense>
  );
}
