import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_WEAK_PASSWORD } from '@contracts/shared/constants';
import type { LoginValue } from '@contracts/shared/entities';
import { brand } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { rememberMember, session, setToken } from '@/lib/state/session';
import { closeModal, openModal, showToast } from '@/lib/state/ui';
import { landFocusOn } from '@/lib/focusCare';
import { favouriteIdsQuery } from '../../favouriteGames';
import { balanceQuery } from '../../member';
import { deriveLoginState, fetchMemberInfo, type LoginState } from '../../session';
import { readPermission } from '../../system';

export type LoginType = 'username' | 'sms' | 'social' | 'freeplay';

/** A login that just succeeded, by any flow. */
export interface LoginOptions {
  /** The login answer: its token starts the session. */
  value: LoginValue;
  type: LoginType;
  /** The password typed (username login), to detect the default weak one and re-login after a change. */
  password?: string;
  username?: string;
  navigate: (path: string) => void;
}

/**
 * WIRE.md §1.2 and SPEC §4: does this login have to change its password first? The default
 * password 123456, or an expired one while the password policy (PWDEXPFORCECHANGE3) is on, unless
 * the login was by SMS (or another way without a password).
 */
export function mustChangePassword(value: Pick<LoginValue, 'passwordExpired'>, type: LoginType, password: string | undefined, pwdEnabled: boolean): boolean {
  if (type === 'sms' || type === 'social' || type === 'freeplay') return false;
  return password === DEFAULT_WEAK_PASSWORD || (value.passwordExpired && pwdEnabled);
}

/**
 * The one way to become logged in, for every login flow (username, SMS,
 * social, free play, register, password change or reset, agent door) and for
 * a stored or URL token that resumes a session (`{ token }`). SPEC §4 "After login", in order:
 * 1. for a login, close the popup (the loading overlay follows the login's write: it clears as this returns);
 * 2. a login that must change its password does not install its token (WIRE.md §1.2): the token is
 *    held, with the rest of the login answer, by the change-password modal, which sends it as the
 *    `Authorization` of the change (S8) only, and logs in again after it;
 * 3. store the token (the last member's cached data goes with the old one);
 * 4. load member info: success is "logged in"; a login by an agent goes to /agentHome;
 * 5. favourite ids (real members) and, with the agent policy on, consolidated data;
 * 6. a first login's welcome.
 * The member info is the query every login-state hook reads, so fetching it
 * here is what flips the whole app to logged in.
 */
export async function enterSession(queryClient: QueryClient, start: LoginOptions | { token: string }): Promise<'changePassword' | 'loggedIn'> {
  const login = 'value' in start ? start : undefined;
  const token = 'value' in start ? start.value.token : start.token;
  const permission = readPermission(queryClient);
  if (login) {
    closeModal();
    if (mustChangePassword(login.value, login.type, login.password, permission?.login.pwdEnabled ?? false)) {
      // The first-login action runs after the change, on the re-login.
      openModal('changePassword', {
        heldToken: token,
        knownOldPassword: login.password,
        username: login.username || login.value.userName,
        firstTimeLogin: login.value.firstTimeLogin,
      });
      return 'changePassword';
    }
    // The login button focus returns to is gone once logged in: focus lands on the member's account button in its
    // place (an agent's goes on to the agent home, whose main heading takes it).
    landFocusOn('[data-landing="member"]');
  }
  if (token !== session.token) setToken(token);
  // The header shows the balance as soon as it shows the member, and the balance needs only the token: it is asked
  // for beside the member info. After that answer it waited behind home's render, which the same answers start (on a
  // persona link it left ~0.35 s after the member info was asked for, and came back ~0.7 s later). A refused token
  // is refused twice, and the session binding ends the session once.
  const balance = queryClient.prefetchQuery(balanceQuery());
  const info = await fetchMemberInfo(queryClient);
  const state: LoginState = deriveLoginState(token, info);
  rememberMember(info);
  if (login) {
    session.firstTimeLogin = login.value.firstTimeLogin;
    if (state.isAgent) login.navigate('/agentHome');
  }
  const background: Array<Promise<unknown>> = [balance];
  if (!state.isTrial) background.push(queryClient.prefetchQuery(favouriteIdsQuery()));
  // The contract offers (K0) are asked for by the header's member panel as it opens (the agent feature's
  // query there): the login sequence does not reach into the agent feature, which itself uses auth's forms.
  // Favourites are best effort: the login itself has succeeded.
  void Promise.allSettled(background);
  // The first-login action: a welcome for the new member.
  if (login?.value.firstTimeLogin) showToast(i18n.t('auth.firstLogin.welcome', { brand: brand.siteName }), 'success', false);
  return 'loggedIn';
}
