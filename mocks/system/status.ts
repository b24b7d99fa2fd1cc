import type { Scenario } from '../engine/scenario';

/**
 * WIRE.md §6.2 Y1: `maintenance` and `regionRestriction` as the platform sends them (the client
 * reads maintenance first: it wins), `maintenanceEnd` only while in maintenance, and `location.ip`.
 */
export function statusFlags(scenario: Pick<Scenario, 'status' | 'maintenanceEnd'>, ip: string) {
  const maintenance = scenario.status === 'maintenance';
  return {
    maintenance,
    regionRestriction: scenario.status === 'region-blocked',
    maintenanceEnd: maintenance ? scenario.maintenanceEnd : null,
    location: { ip },
  };
}
