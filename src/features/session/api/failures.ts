import type { QueryClient } from '@tanstack/react-query';
import { FORCE_LOGOUT_CODES } from '@contracts/shared/errors';
import { contract, failureBehaviour, routeKeyOf, type FailureReport } from '@/lib/api';
import { clearSession, session } from '@/lib/state/session';
import { openModal, requestNavigation, showToast } from '@/lib/state/ui';
import { readLoginState } from './';

/** WIRE.md §4.2: a vendor under maintenance sends its times at `value.content.data`. */
function maintenanceTimes(value: unknown): { maintainTime?: string; endTime?: string } {
  const data = (value as { content?: { data?: { maintainTime?: unknown; endTime?: unknown } } } | null)?.content?.data;
  const text = (time: unknown) => (typeof time === 'string' || typeof time === 'number' ? String(time) : undefined);
  return { maintainTime: text(data?.maintainTime), endTime: text(data?.endTime) };
}

/**
 * A session the server ended while the app held its token (a force-logout code, or any 401 of a call
 * that is not silent): the session goes, the message shows, and the login popup opens on the same
 * page, or the agent door for an agent session. An answer to a token no longer held changes nothing,
 * and a token refused before it ever logged in (a stale stored one) is dropped silently.
 */
function endSession(queryClient: QueryClient, { error, token }: FailureReport): void {
  if (token !== session.token) return;
  const { isLogin, isAgent } = readLoginState(queryClient);
  clearSession();
  if (!isLogin) return;
  error.presented = true;
  if (error.message && error.messageKey === null) showToast(error.message, 'warning', false);
  else showToast('errors.notLoggedIn', 'warning');
  if (isAgent) requestNavigation('/agent');
  else openModal('login');
}

const MEMBER_INFO_ROUTE = routeKeyOf(contract.member.getInfo);

/**
 * The member-info call is silent (WIRE.md §4.5: the newer link map makes it with `alert: false`), so
 * the pipeline shows nothing for it; its caller is this session, which decides: a refused session (a
 * 401, or a force-logout code) ends as a force logout does (WIRE.md §9 checklist 5).
 */
function memberInfoRefused({ error }: FailureReport): boolean {
  return error.route === MEMBER_INFO_ROUTE && (error.status === 401 || FORCE_LOGOUT_CODES.includes(error.errorCode));
}

/**
 * Carries out the behaviours WIRE.md §4.4 gives the request pipeline (src/lib/api/errorBehaviour.ts);
 * the rest are the caller's (the member info's, the session's own, among them).
 */
export function handleFailure(queryClient: QueryClient, report: FailureReport): void {
  const { error } = report;
  const behaviour = failureBehaviour(report);
  switch (behaviour) {
    case 'forceLogout':
      endSession(queryClient, report);
      return;
    case 'silent':
      if (memberInfoRefused(report)) endSession(queryClient, report);
      return;
    case 'log':
      console.warn(`[api] ${error.route}: ${error.errorCode} ${error.status}`, error.message);
      return;
    case 'vendorMaintenance':
      error.presented = true;
      openModal('wireNotice', { kind: 'vendorMaintenance', message: error.message, ...maintenanceTimes(error.value) });
      return;
    case 'depositOffer':
    case 'domainCheck':
    case 'dialog':
      error.presented = true;
      openModal('wireNotice', { kind: behaviour, message: error.message || error.errorCode });
      return;
    default:
      return;
  }
}
