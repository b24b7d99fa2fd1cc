import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Spinner } from '@/components';

// Pages for states most visits never see: their code loads only when one is due. The start-up error
// page stays in the initial load: it is the one that shows when the network fails.
const MaintenancePage = lazy(() => import('./MaintenancePage').then((module) => ({ default: module.MaintenancePage })));
const RegionBlockedPage = lazy(() => import('./RegionBlockedPage').then((module) => ({ default: module.RegionBlockedPage })));
import { StartupErrorPage } from './StartupErrorPage';
import { refreshStatusSilently, toPublicState, useStatusQuery } from '../api';

/**
 * SPEC §4 system status from the start-up status call (WIRE.md §6.2 Y1), the one call the app
 * waits for: 0 shows the app, 1 the maintenance page, 2 the region-blocked page; maintenance wins.
 * The status is asked again, silently, each time the tab becomes visible.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useStatusQuery();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshStatusSilently(queryClient);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient]);
  const loading = <Spinner label={t('common.loading')} />;
  if (status.isPending) return loading;
  const page = gatePage(status);
  return page ? <Suspense fallback={loading}>{page}</Suspense> : <>{children}</>;
}

/** The page that stands instead of the app, or null when the app shows. */
function gatePage(status: ReturnType<typeof useStatusQuery>) {
  // A failed re-poll keeps the last answer: only a start without any answer is an error.
  if (!status.data) {
    return <StartupErrorPage error={status.error} onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  }
  const state = toPublicState(status.data);
  if (!state) return null;
  if (state.systemStatus === 1) return <MaintenancePage endTime={state.maintenanceEnd} />;
  if (state.systemStatus === 2) return <RegionBlockedPage ip={state.location.ip} />;
  return null;
}
