import { usePermission } from '../../system';
import { complianceFlags } from '../components/sessionFlags';

/** SPEC §1/§2: in the regional variant (feature flag `disclaimer`) the disclaimer shows until accepted. */
export function disclaimerRequired(disclaimerFeature: boolean | undefined): boolean {
  return disclaimerFeature === true && !complianceFlags.disclaimerAccepted();
}

/** The feature flag, as a render-time value (the acceptance itself lives in session storage). */
export function useDisclaimerFeature(): boolean {
  const permission = usePermission();
  return permission?.features.disclaimer === true;
}
