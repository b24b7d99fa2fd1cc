import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { MODULE_GROUPS, type WhitelabelNode } from '../../contracts/shared/whitelabel';
import { FEATURE_FLAGS, type FeatureFlag, type Scenario } from '../engine/scenario';

/**
 * The scenario's feature flags as whitelabel modules (WIRE.md §6.2): one module per flag. A flag
 * named as a module id is that module; these flags switch the modules listed. A module no flag
 * names is on.
 */
export const MODULES_OF_FLAG: Partial<Record<FeatureFlag, readonly string[]>> = {
  smsLogin: ['MOBILELOGIN3', 'MOBILEVERCODELOGIN3'],
  socialLogin: ['SOCIALLOGIN3'],
  firebaseSms: ['FIREBASECREATEACC3'],
  bonus: ['SIGNCONDIV3'],
  dailyWage: ['DAILYSALCONT3'],
  hourlySalary: ['HOURSAL3'],
  realtimeSalary: ['RTSALARY3'],
  freePlay: ['FREEPLAY3'],
  disclaimer: ['DISCLAIMER3'],
  loginIpVerification: ['LOGINIPVERF3'],
};

const FLAG_OF_MODULE = new Map<string, FeatureFlag>();
for (const flag of Object.keys(FEATURE_FLAGS) as FeatureFlag[]) {
  if (/^[A-Z0-9]+3$/.test(flag)) FLAG_OF_MODULE.set(flag, flag);
  for (const module of MODULES_OF_FLAG[flag] ?? []) FLAG_OF_MODULE.set(module, flag);
}

/** Whether a module is on in this scenario: its flag's value, or on when no flag switches it. */
export function moduleOn(module: string, scenario: Pick<Scenario, 'flags'>): boolean {
  const flag = FLAG_OF_MODULE.get(module);
  return flag ? scenario.flags[flag] : true;
}

/** Modules the contract gates that no group lists: they hang under the root, so the tree names every one. */
function ungroupedModules(): string[] {
  const grouped = new Set<string>([...Object.keys(MODULE_GROUPS), ...Object.values(MODULE_GROUPS).flat()]);
  const named = listRoutes(contract).flatMap((entry) => (entry.meta.module ? [entry.meta.module] : []));
  return [...new Set(named)].filter((module) => !grouped.has(module)).sort();
}

const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

/**
 * The module tree of Y1 `info.whitelabel` and Y2: a root whose top-level children are the groups
 * (HOMEPAGE holds PWDEXPFORCECHANGE3 and MOBILELOGIN3, as WIRE.md records), each holding its modules.
 * WIRE.md does not record the root's id; ours is WHITELABEL.
 */
export function moduleTree(scenario: Pick<Scenario, 'flags'>): WhitelabelNode {
  const groups = Object.entries(MODULE_GROUPS).map(([group, modules]) =>
    node(group, moduleOn(group, scenario), modules.map((module) => node(module, moduleOn(module, scenario)))),
  );
  const loose = ungroupedModules().map((module) => node(module, moduleOn(module, scenario)));
  return node('WHITELABEL', true, [...groups, ...loose]);
}
