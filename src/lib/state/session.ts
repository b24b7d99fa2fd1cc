import { proxy } from 'valtio';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '../../../contracts/shared/constants';
import type { MemberInfo } from '../../../contracts/shared/entities';
import { sessionStore } from '../storage';

/** SPEC §3 login state. */
export interface SessionState {
  token: string | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  userInfo: MemberInfo | null;
  /** The login answer said first-time login: public popups add execution F (SPEC §4). */
  firstTimeLogin: boolean;
}

export const session = proxy<SessionState>({
  token: sessionStore.get('token'),
  isLogin: false,
  isAgent: false,
  isTrial: false,
  userInfo: null,
  firstTimeLogin: false,
});

export function isAgentType(type: number): boolean {
  return (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);
}

/** Stores a new session token (after login, registration or free play). */
export function setToken(token: string): void {
  session.token = token;
  sessionStore.set('token', token);
}

/** Member info loaded: the user is logged in (SPEC §4 Login state). */
export function setLoggedIn(info: MemberInfo): void {
  session.userInfo = info;
  session.isLogin = true;
  session.isAgent = isAgentType(info.type);
  session.isTrial = info.type === TRIAL_ACCOUNT_TYPE;
  sessionStore.set('username', info.account);
  sessionStore.set('isAgent', info.type === TRIAL_ACCOUNT_TYPE ? '4' : session.isAgent ? '1' : '0');
}

/** Logout: the whole session storage goes, except the merchant code. */
export function clearSession(): void {
  sessionStore.clearKeepingMerchant();
  session.token = null;
  session.isLogin = false;
  session.isAgent = false;
  session.isTrial = false;
  session.userInfo = null;
  session.firstTimeLogin = false;
}
