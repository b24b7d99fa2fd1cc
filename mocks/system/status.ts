import type { SystemStatus } from '../../contracts/system';
import type { Scenario } from '../engine/scenario';

/** SPEC §4: 0 normal, 1 maintenance, 2 region restriction; maintenance takes precedence. */
export function systemStatusOf(scenario: Pick<Scenario, 'status'>): SystemStatus {
  if (scenario.status === 'maintenance') return 1;
  if (scenario.status === 'region-blocked') return 2;
  return 0;
}

export function statusValue(scenario: Pick<Scenario, 'status' | 'maintenanceEnd'>) {
  const status = systemStatusOf(scenario);
  return { status, maintenanceEnd: status === 1 ? scenario.maintenanceEnd : null };
}
