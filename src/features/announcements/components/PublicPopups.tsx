import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '@/lib/state/session';
import { useLoginState } from '../../session';
import { askPrompt } from '@/lib/state/prompts';
import { openModal } from '@/lib/state/ui';
import { sessionStore } from '@/lib/storage';
import { usePopups } from '../api';
import { mayOpen, popupKey, popupToShow, type PopupClosedFlag, type PopupState } from '../rules/popupRules';

const FLAGS: readonly PopupClosedFlag[] = ['USER_POPUP', 'ANONYMOUS_POPUP'];

function closedFlags(): Set<PopupClosedFlag> {
  return new Set(FLAGS.filter((flag) => sessionStore.get(flag) !== null));
}

/**
 * SPEC §4 public popups, headless: decides from popupRules what this visitor
 * may see, reads it from the cached N1 answer, and asks the prompt queue for the
 * `publicPopup` modal (last of the start-up prompts: it opens once the modal
 * slot is free, never over another modal). Mounted once in the main layout.
 */
export function PublicPopups() {
  const { firstTimeLogin, token } = useSnapshot(session);
  const { isLogin } = useLoginState();
  // Plans opened during this page load: a popup replaced by another modal does not come back uninvited.
  const shown = useRef(new Set<string>());
  const state: PopupState = {
    isLogin,
    firstTimeLogin,
    closed: closedFlags(),
    shown: shown.current,
    sessionPending: token !== null && !isLogin,
  };
  const plan = popupToShow(state);
  const popups = usePopups(plan?.executions ?? ['B'], plan !== null);
  const list = plan ? popups.data : undefined;

  useEffect(() => {
    if (!plan || !list || !mayOpen(state, list.length)) return;
    // The queue opens it when the slot is free; leaving the audience (or the list changing) withdraws the request.
    return askPrompt('publicPopup', () => {
      shown.current.add(popupKey(plan));
      openModal('publicPopup', { executions: plan.executions, closedFlag: plan.closedFlag });
    });
    // `state` is rebuilt each render from the values listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan?.closedFlag, plan?.executions.join(','), list]);

  return null;
}
