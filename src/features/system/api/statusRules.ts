/**
 * The selects that read the start-up status (rules/publicState.ts), loaded beside the status call
 * itself: the gate waits for that call anyway, so the code downloads in parallel with it instead of
 * with the first bytes of every page.
 */
type StatusRules = typeof import('../rules/publicState');

let loaded: StatusRules | null = null;
let loading: Promise<StatusRules> | null = null;

export function loadStatusRules(): Promise<StatusRules> {
  loading ??= import(/* webpackChunkName: "startup-rules" */ '../rules/publicState').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The rules once loaded (the status query resolves only with them), else null. */
export function statusRules(): StatusRules | null {
  return loaded;
}
