import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { DisclaimerGate, SecurityPrompt } from '../../features/compliance';
import { openModal } from '../../lib/state/ui';
import { useRouteMeta } from '../routeMeta';
import { LoaderHost } from './LoadingOverlay';
import { ModalHost } from './ModalHost';
import { ToastHost } from './ToastHost';
import { useNavigationEffects } from './useNavigationEffects';

/** Everything every page shares: navigation effects, the modal host, the toasts and the loading overlay. */
export function RootShell() {
  useNavigationEffects();
  const { opens } = useRouteMeta();
  useEffect(() => {
    // /login, /register and /help are the home page with their popup open (SPEC §2).
    if (opens) openModal(opens);
  }, [opens]);
  return (
    <>
      <Outlet />
      <ModalHost />
      <DisclaimerGate />
      <SecurityPrompt />
      <ToastHost />
      <LoaderHost />
    </>
  );
}
