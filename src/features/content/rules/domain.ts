/**
 * SPEC §3 domainList / mainDomain: the site answers on several domains. On
 * one of them that is not the main one, the player is offered the main
 * domain; on any other host (a preview, a local build) nothing is offered.
 * Returns the main domain's address for the same path, or null.
 */
export function mainDomainOffer(location: { host: string; protocol: string; pathname: string; search: string }, route: { domainList: readonly string[]; mainDomain: string }): string | null {
  const host = location.host.toLowerCase();
  const main = route.mainDomain.toLowerCase();
  if (!main || host === main) return null;
  if (!route.domainList.some((domain) => domain.toLowerCase() === host)) return null;
  return `${location.protocol}//${main}${location.pathname}${location.search}`;
}

/**
 * SPEC §7 routers: whether the back office leaves a path switched on. A path
 * the list does not name is on (the list speaks only of the routes it knows).
 */
export function routeEnabled(path: string, routers: ReadonlyArray<{ path: string; enabled: boolean }> | undefined): boolean {
  const entry = routers?.find((router) => router.path.toLowerCase() === path.toLowerCase());
  return entry ? entry.enabled : true;
}
