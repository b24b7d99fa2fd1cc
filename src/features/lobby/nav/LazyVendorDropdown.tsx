import { lazy } from 'react';

const loadVendorDropdown = () => import('./VendorDropdown').then((module) => ({ default: module.VendorDropdown }));

/**
 * The header's vendor drop-down (and embla with it) loads on demand, not with
 * the shell; the header warms it once the page is idle, before any hover.
 * It forwards its ref like the component it loads.
 */
export const VendorDropdown = lazy(loadVendorDropdown);

export function preloadVendorDropdown(): void {
  void loadVendorDropdown().catch(() => undefined);
}
