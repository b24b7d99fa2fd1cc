import { DEFAULT_WEAK_PASSWORD } from '../../../contracts/shared/constants';
import type { LoginValue } from '../../../contracts/shared/entities';
import { callRoute, contract, isApiError, type ApiError } from '../../lib/api';
import { brand } from '../../lib/brand';
import { i18n } from '../../lib/i18n';
import { publicState } from '../../lib/state/public';
import { session, setLoggedIn, setToken } from '../../lib/state/session';
import { closeModal, openModal, setLoader, showToast } from '../../lib/state/ui';
import { sessionStore } from '../../lib/storage';
import { loadFavouriteIds } from './favouritesStore';

export type LoginType = 'username' | 'sms' | 'social' | 'freeplay';

export interface CompleteLoginOptions {
  value: LoginValue;
  type: LoginType;
  /** The password typed (username login), to detect the default weak one and re-login after a change. */
  password?: string;
  username?: string;
  navigate: (path: string) => void;
}

/** SPEC §4: does this login have to change its password first? */
export function mustChangePassword(value: Pick<LoginValue, 'passwordExpired'>, type: LoginType, password: string | undefined, pwdEnabled: boolean): boolean {
  if (type === 'sms' || type === 'social' || type === 'freeplay') return false;
  return password === DEFAULT_WEAK_PASSWORD || (value.passwordExpired && pwdEnabled);
}

/** Consolidated contract info (non-trial, agent policy on) → the salary and contract session flags. */
async function loadConsolidated(): Promise<void> {
  const info = await callRoute(contract.member.consolidated);
  sessionStore.set('enableSalary', String(info.salary || info.dailySalary || info.hourSalary));
  sessionStore.set('enableContract', String(info.enableCt));
}

/**
 * SPEC §4 "After login", in order: store the token, close the popup, clear the
 * overlay; the forced password change when it applies; otherwise load member
 * info (agents go to /agentHome), favourites, consolidated data, and the
 * first-login action. Returns 'changePassword' when the change modal opened.
 */
export async function completeLogin({ value, type, password, username, navigate }: CompleteLoginOptions): Promise<'changePassword' | 'loggedIn'> {
  setToken(value.token);
  closeModal();
  setLoader(false);
  const permission = publicState.permission;
  if (mustChangePassword(value, type, password, permission?.login.pwdEnabled ?? false)) {
    // The first-login action runs after the change, on the re-login.
    openModal('changePassword', { knownOldPassword: password, username, forced: true, firstTimeLogin: value.firstTimeLogin });
    return 'changePassword';
  }
  const info = await callRoute(contract.member.getInfo);
  session.firstTimeLogin = value.firstTimeLogin;
  setLoggedIn(info);
  if (session.isAgent) navigate('/agentHome');
  const background: Array<Promise<void>> = [loadFavouriteIds()];
  if (!session.isTrial && permission?.features.agentPolicy) background.push(loadConsolidated());
  // Favourites and contract flags are best effort: the login itself has succeeded.
  void Promise.allSettled(background);
  // The first-login action: a welcome for the new member.
  if (value.firstTimeLogin) showToast(i18n.t('auth.firstLogin.welcome', { brand: brand.siteName }), 'success', false);
  return 'loggedIn';
}

/** What to show for a refused call: its SPEC §8 key when it has one, else the server's words. */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (isApiError(error)) {
    const apiError: ApiError = error;
    return apiError.messageKey ? t(apiError.messageKey) : apiError.message;
  }
  return t('errors.unknown');
}

/** SPEC §4 Failed login: a refusal whose value mentions captcha turns the captcha on. */
export function wantsCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value: unknown = error.value;
  if (typeof value === 'string') return value.includes('captcha');
  return value !== null && typeof value === 'object' && JSON.stringify(value).includes('captcha');
}
