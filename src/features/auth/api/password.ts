import { useNavigate } from 'react-router';
import { callRoute, contract, useRouteMutation } from '../../../lib/api';
import { setLoader, showToast } from '../../../lib/state/ui';
import { enterSession } from '../afterLogin';
import type { ChangePasswordForm, ForgotMobileForm } from '../schemas';
import { readLoginState } from '../../session';

/** Forgot password by email: the server mails a link; the screen confirms and closes. */
export function useResetPasswordByEmail() {
  return useRouteMutation(contract.member.resetPasswordByEmail, { exclusive: true });
}

/** Logs in again with a password just set: SPEC §4 for both the reset by phone and the change. */
async function loginWithNewPassword(username: string, password: string) {
  setLoader(true);
  return callRoute(contract.session.login, { body: { username, password, type: 'username' } });
}

/**
 * SPEC §4 forgot password by phone: reset, then log in with the mobile number
 * as username and the new password, and go home. The re-login and after-login
 * are part of the write: they outlive the modal after-login closes.
 */
export function useResetPasswordByMobile() {
  const navigate = useNavigate();
  const go = (path: string) => void navigate(path);
  return useRouteMutation(contract.member.resetPasswordByMobile, {
    exclusive: true,
    toArgs: ({ mobileNum, countryDialingCode, verificationCode, newPassword }: ForgotMobileForm) => ({ body: { mobileNum, countryDialingCode, verificationCode, newPassword } }),
    onSuccess: async (_ack, { mobileNum, newPassword }, _result, { client }) => {
      const value = await loginWithNewPassword(mobileNum, newPassword);
      showToast('auth.forgot.resetDone', 'success');
      await enterSession(client, { value, type: 'username', password: newPassword, username: mobileNum, navigate: go });
      go('/');
    },
    onError: () => setLoader(false),
  });
}

export interface ChangePasswordContext {
  /** The password just used to log in (forced change): sent as the old one. */
  knownOldPassword: string | null;
  /** The account that logged in, when the session has no member info yet. */
  username: string | null;
  /** The login that forced the change was the account's first: its first-login action runs now. */
  firstTimeLogin: boolean;
}

/**
 * SPEC §4 change password: change, log in again with the new password, and go
 * to / (an agent's re-login has already sent it to /agentHome).
 */
export function useChangePassword({ knownOldPassword, username, firstTimeLogin }: ChangePasswordContext) {
  const navigate = useNavigate();
  const go = (path: string) => void navigate(path);
  return useRouteMutation(contract.member.changePassword, {
    exclusive: true,
    toArgs: ({ oldPassword, newPassword, confirmNewPassword }: ChangePasswordForm) => ({
      body: { oldPassword: knownOldPassword ?? oldPassword ?? '', newPassword, confirmNewPassword },
    }),
    onSuccess: async (_ack, { newPassword }, _result, { client }) => {
      const account = username || readLoginState(client).userInfo?.account || '';
      const value = await loginWithNewPassword(account, newPassword);
      showToast('auth.change.success', 'success');
      await enterSession(client, { value: { ...value, firstTimeLogin: value.firstTimeLogin || firstTimeLogin }, type: 'username', password: newPassword, username: account, navigate: go });
      if (!readLoginState(client).isAgent) go('/');
    },
    onError: () => setLoader(false),
  });
}
