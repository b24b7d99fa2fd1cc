import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { Spinner } from '../../components';

// Pages for states most visits never see: their code loads only when one is due. The start-up error
// page stays in the initial load: it is the one that shows when the network fails.
const MaintenancePage = lazy(() => import('./components/MaintenancePage').then((module) => ({ default: module.MaintenancePage })));
const RegionBlockedPage = lazy(() => import('./components/RegionBlockedPage').then((module) => ({ default: module.RegionBlockedPage })));
import { StartupErrorPage } from './components/StartupErrorPage';
import { usePermissionQuery } from './api';

/**
 * SPEC §4 system status: 0 shows the app, 1 the maintenance page, 2 the
 * region-blocked page; maintenance takes precedence.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const permission = usePermissionQuery();
  const loading = <Spinner label={t('common.loading')} />;
  if (permission.isPending) return loading;
  const page = gatePage(permission);
  return page ? <Suspense fallback={loading}>{page}</Suspense> : <>{children}</>;
}

/** The page that stands instead of the app, or null when the app shows. */
function gatePage(permission: ReturnType<typeof usePermissionQuery>) {
  if (permission.isError || !permission.data) {
    return <StartupErrorPage error={permission.error} onRetry={() => void permission.refetch()} retrying={permission.isFetching} />;
  }
  const value = permission.data;
  if (value.status === 1 || value.maintenance.enabled) {
    return <MaintenancePage endTime={value.maintenance.endTime ?? value.maintenanceEnd} customerService={value.customerService} />;
  }
  if (value.status === 2 || value.regionRestriction.enabled) {
    return <RegionBlockedPage ip={value.regionRestriction.ip ?? value.location.ip} customerService={value.customerService} />;
  }
  return null;
}
