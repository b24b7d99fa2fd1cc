/** The scenario's URL parameters: the ones a shareable URL replaces on the current page. */
const SCENARIO_PARAMS = ['scenario', 'persona', 'latency', 'flags', 'faults', 'backOffice', 'clock', 'clockAhead', 'chaos', 'chaosSeed', 'jurisdiction'];

/** The URL that reproduces the current scenario on this page. */
export function shareableUrl(href: string, query: URLSearchParams): string {
  const url = new URL(href);
  for (const key of SCENARIO_PARAMS) url.searchParams.delete(key);
  query.forEach((value, key) => url.searchParams.set(key, value));
  return url.toString();
}
