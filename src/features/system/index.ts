export { SystemGate } from './SystemGate';
export { MaintenancePage } from './components/MaintenancePage';
export { RegionBlockedPage } from './components/RegionBlockedPage';
export { StartupErrorPage } from './components/StartupErrorPage';
export { permissionQuery, readPermission, useCurrencySymbol, usePermission, usePermissionQuery } from './api';
