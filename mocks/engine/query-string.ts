/**
 * Reads a query string as the platform's server reads the `qs` serialisation (WIRE.md §5): `a[0]=x`
 * and `a[]=x` into arrays, `o[k]=v` into objects, a repeated key into an array, an empty value as ''.
 * Depth is bounded: a key nested deeper than MAX_QUERY_DEPTH stays a flat name.
 */
const MAX_QUERY_DEPTH = 5;

type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };
export type QueryObject = Record<string, QueryValue>;

function pathOf(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
  if (!match) return [key];
  const parts = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!);
  return parts.length > MAX_QUERY_DEPTH ? [key] : [match[1]!, ...parts];
}

function assign(target: Record<string, QueryValue>, path: string[], value: string): void {
  const [head, ...rest] = path;
  const key = head === '' ? String(Object.keys(target).length) : head!;
  if (!rest.length) {
    const existing = target[key];
    if (existing === undefined) target[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') target[key] = [existing, value];
    return;
  }
  const existing = target[key];
  const child = existing && typeof existing === 'object' && !Array.isArray(existing) ? existing : {};
  target[key] = child;
  assign(child, rest, value);
}

/** An object whose keys are 0..n-1 is the array `qs` wrote. */
function arraysOf(value: QueryValue): QueryValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(arraysOf);
  const keys = Object.keys(value);
  const asArray = keys.length > 0 && keys.every((key, index) => key === String(index));
  if (asArray) return keys.map((key) => arraysOf(value[key]!));
  return Object.fromEntries(keys.map((key) => [key, arraysOf(value[key]!)]));
}

export function parseQueryString(search: URLSearchParams): QueryObject {
  const result: Record<string, QueryValue> = {};
  for (const [key, value] of search) assign(result, pathOf(key), value);
  return Object.fromEntries(Object.entries(result).map(([key, value]) => [key, arraysOf(value)]));
}
