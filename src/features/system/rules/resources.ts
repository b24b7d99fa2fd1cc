/** Canonical resource key: upper case; `A` is Android (WIRE.md §6.2 "read A and Android alike"). */
export function resourceKey(resourceType: string): string {
  const key = resourceType.trim().toUpperCase();
  return key === 'A' ? 'ANDROID' : key;
}

/** Resource types that are apps or domains, not social links (the footer leaves them out). */
export const APP_RESOURCE_KEYS: ReadonlySet<string> = new Set(['IOS', 'ANDROID', 'H5', 'WLG_DOMAIN']);
