import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components';
import { MaintenancePage } from './components/MaintenancePage';
import { RegionBlockedPage } from './components/RegionBlockedPage';
import { StartupErrorPage } from './components/StartupErrorPage';
import { usePermissionQuery } from './api';

/**
 * SPEC §4 system status: 0 shows the app, 1 the maintenance page, 2 the
 * region-blocked page; maintenance takes precedence.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const permission = usePermissionQuery();
  if (permission.isPending) return <Spinner label={t('common.loading')} />;
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
  return <>{children}</>;
}
