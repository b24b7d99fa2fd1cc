import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RgStatus } from '@contracts/responsibleGaming';
import { contract, routeQueryOptions, useRouteMutation, useRouteQuery } from '../../lib/api';
import { clearSession } from '../../lib/state/session';
import { useLoginState } from '../session';

const rg = contract.responsibleGaming;

/** Every answer a limit can change: the limits themselves and what the cashier may offer. */
const LIMIT_ROUTES = [rg.status];

/** The settings and this session, with the moment they were read (to project the server clock). */
export interface RgReading {
  status: RgStatus;
  /** Wall-clock ms when the answer arrived (the query's dataUpdatedAt). */
  receivedAt: number;
}

/** How often the watcher refreshes this session's figures (wagered, profit/loss) while logged in. */
export const STATUS_POLL_MS = 60_000;

export function useRgStatus() {
  return useRouteQuery(rg.status, {});
}

/**
 * The status for the reality-check watcher: only for a real member, kept
 * with its receive time, refreshed now and then for this session's figures.
 */
export function useRgWatch() {
  const { isLogin, isTrial } = useLoginState();
  const query = useQuery({ ...routeQueryOptions(rg.status, {}), enabled: isLogin && !isTrial, refetchInterval: STATUS_POLL_MS });
  // The answer's arrival, not the render's: a reading stamped at each render would hold the projected clock still.
  const data = useMemo((): RgReading | undefined => (query.data ? { status: query.data, receivedAt: query.dataUpdatedAt } : undefined), [query.data, query.dataUpdatedAt]);
  return { data, refetch: query.refetch };
}

export function useSetLimit() {
  return useRouteMutation(rg.setLimit, { invalidates: LIMIT_ROUTES, exclusive: true });
}

export function useSetSessionLimit() {
  return useRouteMutation(rg.setSessionLimit, { invalidates: LIMIT_ROUTES, exclusive: true });
}

export function useSetRealityCheck() {
  return useRouteMutation(rg.setRealityCheck, { invalidates: LIMIT_ROUTES, exclusive: true });
}

export function useAcknowledgeRealityCheck() {
  return useRouteMutation(rg.acknowledgeRealityCheck, { invalidates: LIMIT_ROUTES, exclusive: true });
}

/** The time-out ends every session on the server; the client drops its own at once. */
export function useTimeOut({ onSignedOut }: { onSignedOut: () => void }) {
  return useRouteMutation(rg.timeOut, {
    exclusive: true,
    onSuccess: () => {
      clearSession();
      onSignedOut();
    },
  });
}

export function useSelfExclude() {
  return useRouteMutation(rg.selfExclude, { invalidates: LIMIT_ROUTES, exclusive: true });
}

/** "Log out" on the reality check: a failed call still signs out locally. */
export function useRgLogout({ onSignedOut }: { onSignedOut: () => void }) {
  return useRouteMutation(contract.session.logout, {
    exclusive: true,
    onSettled: () => {
      clearSession();
      onSignedOut();
    },
  });
}

export function useRgActivity(range: { startDate: string; endDate: string }) {
  return useRouteQuery(rg.activity, { query: range }, { placeholderData: (previous) => previous });
}

/** MGA (issue 35): the responsible-gaming message read, owed before the first bet. */
export function useAcknowledgeMessage() {
  return useRouteMutation(rg.acknowledgeMessage, { invalidates: LIMIT_ROUTES, exclusive: true });
}

/** MGA: ask to end a self-exclusion earlier, with a reason. */
export function useShortenExclusion() {
  return useRouteMutation(rg.shortenExclusion, { invalidates: LIMIT_ROUTES, exclusive: true });
}
