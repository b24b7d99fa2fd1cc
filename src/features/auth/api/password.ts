import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callRoute, contract, OVERLAY, useRouteMutation, type ApiError } from '@/lib/api';
import { showToast } from '@/lib/state/ui';
import { enterSession } from '../login/afterLogin';
import type { ChangePasswordForm, ForgotMobileForm } from '../rules/schemas';
import { readLoginState } from '../../session';
import { selectLoginValue } from './login';

/** Forgot password by email: the server mails a link; the screen confirms and closes. */
export function useResetPasswordByEmail() {
  return useRouteMutation(contract.member.resetPasswordByEmail, { exclusive: true });
}

/**
 * Logs in again with a password just set: SPEC §4 for both the reset by phone and the change.
 * WIRE.md §6.1 S11: after a reset by phone the platform's client sends `type: ""`.
 */
async function loginWithNewPassword(username: string, password: string, type: 'username' | '') {
  return selectLoginValue(await callRoute(contract.session.login, { body: { username, password, type } }));
}

/**
 * SPEC §4 forgot password by phone (WIRE.md §6.1 S11): reset with exactly `newPassword, mobileNum,
 * verificationCode`, then log in with the mobile number as username, the new password and `type:
 * ""`, and go home. The re-login and after-login are part of the write: they outlive the modal
 * after-login closes.
 */
export function useResetPasswordByMobile() {
  const navigate = useNavigate();
  const go = (path: string) => void navigate(path);
  return useRouteMutation(contract.member.resetPasswordByMobile, {
    exclusive: true,
    // The loading overlay covers the reset and the re-login after it, until the member is logged in.
    meta: OVERLAY,
    toArgs: ({ mobileNum, verificationCode, newPassword }: ForgotMobileForm) => ({ body: { newPassword, mobileNum, verificationCode } }),
    onSuccess: async (_ack, { mobileNum, newPassword }, _result, { client }) => {
      const value = await loginWithNewPassword(mobileNum, newPassword, '');
      showToast('auth.forgot.resetDone', 'success');
      await enterSession(client, { value, type: 'username', password: newPassword, username: mobileNum, navigate: go });
      go('/');
    },
  });
}

export interface ChangePasswordContext {
  /**
   * A forced change (WIRE.md §1.2): the login's token, not installed as the session, sent as the
   * change's `Authorization` only. Null for a change of the signed-in member's own.
   */
  heldToken: string | null;
  /** The password just used to log in (forced change): sent as the old one. */
  knownOldPassword: string | null;
  /** The account that logged in, when the session has no member info. */
  username: string | null;
  /** The login that forced the change was the account's first: its first-login action runs now. */
  firstTimeLogin: boolean;
}

const CHANGE_KEY = ['auth', 'changePassword'] as const;

/**
 * SPEC §4 change password (WIRE.md §6.1 S8): change, log in again with the new password, and go to
 * / (an agent's re-login has already sent it to /agentHome). A TanStack mutation of its own rather
 * than useRouteMutation: a forced change sends the held token as this one call's Authorization.
 */
export function useChangePassword({ heldToken, knownOldPassword, username, firstTimeLogin }: ChangePasswordContext) {
  const navigate = useNavigate();
  const go = (path: string) => void navigate(path);
  const client = useQueryClient();
  const mutation = useMutation<unknown, ApiError, ChangePasswordForm>({
    mutationKey: CHANGE_KEY,
    // The loading overlay covers the change and the re-login after it, until the member is logged in.
    meta: OVERLAY,
    mutationFn: ({ oldPassword, newPassword, confirmNewPassword }) =>
      callRoute(
        contract.member.changePassword,
        { body: { oldPassword: knownOldPassword ?? oldPassword ?? '', newPassword, confirmNewPassword } },
        heldToken ? { authorization: heldToken } : undefined,
      ),
    onSuccess: async (_ack, { newPassword }) => {
      const account = username || readLoginState(client).userInfo?.account || '';
      const value = await loginWithNewPassword(account, newPassword, 'username');
      // The held login's session served the change only: the new login replaces it.
      if (heldToken) abandonHeldLogin(heldToken);
      showToast('auth.change.success', 'success');
      await enterSession(client, { value: { ...value, firstTimeLogin: value.firstTimeLogin || firstTimeLogin }, type: 'username', password: newPassword, username: account, navigate: go });
      if (!readLoginState(client).isAgent) go('/');
    },
  });
  // One change at a time: a double click sends one request.
  const mutate: typeof mutation.mutate = (...args) => {
    if (client.isMutating({ mutationKey: CHANGE_KEY, exact: true }) > 0) return;
    mutation.mutate(...args);
  };
  return { ...mutation, mutate };
}

/**
 * Closing a forced change without changing abandons the login: its held session ends on the server
 * too (S3 with the held token). Best effort: the token was never installed, so nothing else holds it.
 */
export function abandonHeldLogin(heldToken: string): void {
  void callRoute(contract.session.logout, undefined, { authorization: heldToken }).catch(() => undefined);
}
