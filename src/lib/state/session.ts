import { proxy } from 'valtio';
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from '@contracts/shared/startup-constants';
import type { MemberInfo } from '@contracts/shared/entities';
import { sessionStore } from '../storage';

/**
 * The client's half of SPEC §3 login state: the token this tab holds and the
 * flags of the login that produced it. Whether the token is a logged-in
 * member, and who, is server data: it lives in the member-info query
 * (features/session), never here.
 */
export interface SessionState {
  token: string | null;
  /** The login answer said first-time login: public popups add execution F (SPEC §4). */
  firstTimeLogin: boolean;
}

export const session = proxy<SessionState>({
  token: sessionStore.get('token'),
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

/** SPEC §3 storage: the logged-in account's name and kind ("4" trial, "1" agent, "0" member). */
export function rememberMember(info: Pick<MemberInfo, 'account' | 'type'>): void {
  sessionStore.set('username', info.account);
  sessionStore.set('isAgent', info.type === TRIAL_ACCOUNT_TYPE ? '4' : isAgentType(info.type) ? '1' : '0');
}

/** Logout: the whole session storage goes, except the merchant code. */
export function clearSession(): void {
  sessionStore.clearKeepingMerchant();
  session.token = null;
  session.firstTimeLogin = false;
}
