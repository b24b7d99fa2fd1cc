import { memo, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { DisclaimerGate, SecurityPromptHost } from '../../features/compliance';
import { useSnapshot } from 'valtio';
import { openModal, ui } from '../../lib/state/ui';
import { StableNavigateContext } from '../../lib/stableNavigate';
import { useRouteMeta } from '../routeMeta';
import { LoaderHost } from './LoadingOverlay';
import { ModalHost } from './ModalHost';
import { ToastHost } from './ToastHost';
import { useNavigationEffects } from './useNavigationEffects';
import { installFocusCare } from '../../lib/focusCare';

/** The hosts every page shares; none takes anything from the URL, so a navigation does not re-render them. */
const Hosts = memo(function Hosts() {
  return (
    <>
      <ModalHost />
      <DisclaimerGate />
      <SecurityPromptHost />
      <ToastHost />
      <LoaderHost />
    </>
  );
});

/** Everything every page shares: navigation effects, the hosts above, and a navigate that never changes (src/lib/stableNavigate.ts). */
export function RootShell() {
  useNavigationEffects();
  const navigate = useNavigate();
  const { opens } = useRouteMeta();
  const { pendingNavigation } = useSnapshot(ui);
  // Focus is never lost with the control that held it, nor hidden under the header or a bottom bar (WCAG 2.4.3, 2.4.11).
  useEffect(() => installFocusCare(), []);
  useEffect(() => {
    // /login, /register and /help are the home page with their popup open (SPEC §2).
    if (opens) openModal(opens);
  }, [opens]);
  useEffect(() => {
    if (pendingNavigation === null) return;
    ui.pendingNavigation = null;
    void navigate(pendingNavigation);
  }, [pendingNavigation, navigate]);
  return (
    <StableNavigateContext.Provider value={navigate}>
      <Outlet />
      <Hosts />
    </StableNavigateContext.Provider>
  );
}
