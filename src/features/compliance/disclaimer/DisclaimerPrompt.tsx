import { useEffect } from 'react';
import { askPrompt } from '@/lib/state/prompts';
import { openModal } from '@/lib/state/ui';
import { disclaimerRequired } from './disclaimerRequired';

/**
 * The disclaimer stands in the prompt queue, first of the start-up prompts: it opens at start, and
 * again whenever the modal slot is free (after the help terms the user followed, or after a logout
 * cleared the session flag) until it is accepted. Mounted by DisclaimerGate while the flag is on.
 */
export function DisclaimerPrompt() {
  useEffect(() => askPrompt('disclaimer', () => openModal('disclaimer'), { standing: true, due: () => disclaimerRequired(true) }), []);
  return null;
}
