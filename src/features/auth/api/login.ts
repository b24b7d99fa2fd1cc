import { useIsMutating } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginValue, LoginValueWire } from '@contracts/shared/entities';
import { ERROR_CODES } from '@contracts/shared/errors';
import { ApiError, callRoute, contract, OVERLAY, routeKeyOf, useRouteMutation } from '@/lib/api';
import { clearSession, isAgentType } from '@/lib/state/session';
import { cookieStore } from '@/lib/storage';
import { enterSession } from '../login/afterLogin';
import { forgetCredentials, rememberCredentials } from '../login/credentialVault';
import { osFamily } from '../rules/osFamily';
import type { LoginForm, SmsLoginForm } from '../rules/schemas';
import type { SocialProvider } from '../rules/socialProvider';
import { selectMemberInfo, toFlag } from '../../session';

/** WIRE.md §8 Q1: free play's `platform`. */
const FREE_PLAY_PLATFORM = 'W';

/**
 * A login answer (WIRE.md §6.1 S1, S2, S4, and the register answers) as the login sequence reads
 * it: the flags as booleans whatever form they came in, the account name '' when not sent.
 */
export function selectLoginValue(value: LoginValueWire): LoginValue {
  return {
    token: value.token,
    firstTimeLogin: toFlag(value.firstTimeLogin),
    passwordExpired: toFlag(value.passwordExpired),
    userName: value.userName ?? '',
  };
}

/** Every way of logging in shares one key: one login at a time, and the modal's buttons share its busy state. */
const LOGIN_KEY = ['auth', 'login'] as const;

/**
 * SPEC §4: the loading overlay shows while a login runs and clears when it fails or
 * once the member is logged in (OVERLAY: it follows the write). The flows below run
 * after-login in their hook-level `onSuccess`: it outlives the modal, which after-login closes.
 */
export const loginWrite = {
  mutationKey: LOGIN_KEY,
  exclusive: true,
  meta: OVERLAY,
};

/** Whether any login (username, SMS, social, free play) is under way. */
export function useLoggingIn(): boolean {
  return useIsMutating({ mutationKey: LOGIN_KEY }) > 0;
}

export function useGo() {
  const navigate = useNavigate();
  return (path: string) => void navigate(path);
}

export type UsernameLoginInput = Pick<LoginForm, 'username' | 'password' | 'remember'> & { captcha?: string };

/** Username login; the remember box keeps or forgets the credentials once it succeeded. */
export function useUsernameLogin() {
  const go = useGo();
  return useRouteMutation(contract.session.login, {
    ...loginWrite,
    toArgs: ({ username, password, captcha }: UsernameLoginInput) => ({ body: { username, password, captcha, type: 'username' as const } }),
    onSuccess: async (value, { username, password, remember }, _result, { client }) => {
      if (remember) await rememberCredentials(username, password);
      else forgetCredentials(username);
      await enterSession(client, { value: selectLoginValue(value), type: 'username', password, username, navigate: go });
    },
  });
}

/** The member type behind a token not installed as the session: S5, with the token as its Authorization. */
async function memberTypeOf(token: string): Promise<number> {
  return selectMemberInfo(await callRoute(contract.member.getInfo, undefined, { authorization: token })).type;
}

/**
 * The agent door's check after a login (WIRE.md §7.1: there is no agent login call): the member
 * type from S5 with the new token, before that token is installed. A type other than 1, 2, 41 or 42
 * is no agent (SPEC §6): the session the login opened is ended (S3 with that token) and the door
 * shows error_not_agent; nothing of it was ever stored.
 */
export async function admitAgent(login: LoginValue): Promise<void> {
  if (isAgentType(await memberTypeOf(login.token))) return;
  await callRoute(contract.session.logout, undefined, { authorization: login.token }).catch(() => undefined);
  throw new ApiError('refused', ERROR_CODES.NOT_AGENT, '', 200, null, routeKeyOf(contract.session.login));
}

/** The agent door's login: S1, as any member's, then the agent check. */
export function useAgentLogin() {
  const go = useGo();
  return useRouteMutation(contract.session.login, {
    ...loginWrite,
    toArgs: ({ username, password, captcha }: Omit<UsernameLoginInput, 'remember'>) => ({ body: { username, password, captcha, type: 'username' as const } }),
    onSuccess: async (value, { username, password }, _result, { client }) => {
      const login = selectLoginValue(value);
      await admitAgent(login);
      await enterSession(client, { value: login, type: 'username', password, username, navigate: go });
    },
  });
}

/** SMS code login; the number is kept in the loginTypeSms cookie for the next visit, only while "remember" is on. */
export function useSmsLogin() {
  const go = useGo();
  return useRouteMutation(contract.session.login, {
    ...loginWrite,
    toArgs: ({ mobileNum, countryDialingCode, verificationCode }: SmsLoginForm) => ({
      body: { username: mobileNum, type: 'sms' as const, mobileNum, countryDialingCode, verificationCode },
    }),
    onSuccess: async (value, { mobileNum, countryDialingCode }, _result, { client }) => {
      // SPEC §3 keeps the number for next time only while "remember" is on: a mobile number is personal data.
      if (cookieStore.get('loginRemember') === '1') cookieStore.set('loginTypeSms', JSON.stringify({ mobileNum, countryDialingCode }));
      else cookieStore.remove('loginTypeSms');
      await enterSession(client, { value: selectLoginValue(value), type: 'sms', navigate: go });
    },
  });
}

/**
 * SPEC §4 free play: no credentials, a stored cpw (remembered password) cleared, then home. WIRE.md
 * §8 Q1: `os` and `platform: "W"` in the body; the fetcher adds the RSA-only `Encryption` header.
 */
export function useFreePlay() {
  const go = useGo();
  return useRouteMutation(contract.session.freePlay, {
    ...loginWrite,
    toArgs: (_nothing: void) => ({ body: { os: osFamily(navigator), platform: FREE_PLAY_PLATFORM } }),
    onSuccess: async (value, _nothing, _result, { client }) => {
      forgetCredentials();
      await enterSession(client, { value: selectLoginValue(value), type: 'freeplay', navigate: go });
      go('/');
    },
  });
}

/**
 * Social login: the provider's consent (its sign-in) issues a single-use id
 * token, which the social login route then takes.
 */
export function useSocialLogin() {
  const go = useGo();
  return useRouteMutation(contract.session.socialLogin, {
    ...loginWrite,
    toArgs: async ({ provider, account, password }: { provider: SocialProvider; account: string; password: string }) => {
      const { idToken } = await callRoute(contract.session.socialConsent, { body: { provider, account, password } });
      return { body: { provider, idToken } };
    },
    onSuccess: async (value, _input, _result, { client }) => {
      await enterSession(client, { value: selectLoginValue(value), type: 'social', navigate: go });
    },
  });
}

/**
 * SPEC §4 logout: the server is told, then the session storage (but the
 * merchant code), the favourites and every cached answer are dropped. A failed
 * call still signs out locally.
 */
export function useLogout({ onSignedOut }: { onSignedOut: () => void }) {
  return useRouteMutation(contract.session.logout, {
    exclusive: true,
    onSettled: () => {
      // Clearing the session drops every member answer from the cache (features/session); public data stays.
      clearSession();
      onSignedOut();
    },
  });
}
