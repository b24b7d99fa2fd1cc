import { useEffect } from 'react';
import { contract, useRouteQuery } from '../../lib/api';
import { setPermission } from '../../lib/state/public';

/** The start-up permission call (SPEC §4: fetched first, then the app renders). */
export function usePermission() {
  const query = useRouteQuery(contract.system.permission, undefined, { retry: 1, retryDelay: 400, staleTime: 5 * 60_000 });
  useEffect(() => {
    if (query.data) setPermission(query.data);
  }, [query.data]);
  return query;
}
