import { memo, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { DisclaimerGate, SecurityPromptHost } from '../../features/compliance';
import { useSnapshot } from 'valtio';
import { openModal, ui } from '../../lib/state/ui';
import { StableNavigateContext } from '../../lib/stableNavigate';
import { usePageMeta } from '../pageMeta';
import { LoaderHost } from './LoadingOverlay';
import { ModalHost } from './ModalHost';
import { ToastHost } from './ToastHost';
import { useNavigationEffects } from './useNavigationEffects';

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
  const { opens } = usePageMeta();
  const { pendingNavigation } = useSnapshot(ui);
  // Focus is never lost with the control that held it, nor hidden under the header or a bottom bar (WCAG 2.4.3, 2.4.11).
  // It loads beside the first page, not in the initial load: no control can be replaced before that page is there.
  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let mounted = true;
    void import(/* webpackChunkName: "focus-care" */ '../../lib/focusCare').then(({ installFocusCare }) => {
      if (mounted) uninstall = installFocusCare();
    });
    return () => {
      mounted = false;
      uninstall?.();
    };
  }, []);
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
