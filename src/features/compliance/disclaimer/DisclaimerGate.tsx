import { useEffect } from 'react';
import { askPrompt } from '@/lib/state/prompts';
import { disclaimerRequired, useDisclaimerFeature } from './disclaimerRequired';

/**
 * Mounted once by the app shell. With the regional flag, the disclaimer stands in the prompt queue
 * (first of the start-up prompts): it opens at start, and again whenever the modal slot is free (after
 * the help terms the user followed, or after a logout cleared the session flag) until it is accepted.
 */
export function DisclaimerGate() {
  const feature = useDisclaimerFeature();
  useEffect(() => (feature ? askPrompt('disclaimer', { standing: true, due: () => disclaimerRequired(feature) }) : undefined), [feature]);
  return null;
}
