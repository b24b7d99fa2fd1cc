/**
 * The one module that touches browser storage. It owns exactly the keys of
 * SPEC §3 "Storage" and nothing else (the demo's IndexedDB and the key that
 * protects remembered credentials are separate, by design).
 */
const SESSION_KEYS = {
  token: 'token',
  /** "4" means trial; "1" agent; "0" member. */
  isAgent: 'isAgent',
  username: 'username',
  disclaimerAccept: 'disclaimerAccept',
  securityAlreadyUpLoad: 'securityAlreadyUpLoad',
  verifyLater: 'verifyLater',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  hotGames: 'hotGames',
  /** SPEC §3: public popups closed this session, for members and for guests. */
  USER_POPUP: 'USER_POPUP',
  ANONYMOUS_POPUP: 'ANONYMOUS_POPUP',
  /** Kept across logout (SPEC §4 Login state). */
  merchantCode: 'merchantCode',
} as const;

const LOCAL_KEYS = {
  /** username → favourite lottery ids */
  LOTTFAV: 'LOTTFAV',
  lang: 'lang',
  hisLang: 'hisLang',
  /** WIRE.md §1.3: the login device id (a random UUID), under the name the platform's other builds use. */
  deviceId: 'SHELL_deviceId',
} as const;

const COOKIE_KEYS = {
  lastUsername: 'lastUsername',
  /** `cpw_<username>`: the remembered password, encrypted (see features/auth). */
  rememberedPassword: 'cpw',
  loginRemember: 'loginRemember',
  loginTypeSms: 'loginTypeSms',
} as const;

/** SPEC §9: cookies live one day. */
export const COOKIE_LIFETIME_MS = 86_400_000;

export type SessionKey = keyof typeof SESSION_KEYS;
export type LocalKey = keyof typeof LOCAL_KEYS;
export type CookieKey = keyof typeof COOKIE_KEYS;

function safe<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback; // storage disabled (private mode, sandboxed frame): behave as empty
  }
}

export const sessionStore = {
  get: (key: SessionKey): string | null => safe(() => sessionStorage.getItem(SESSION_KEYS[key]), null),
  set: (key: SessionKey, value: string): void => safe(() => sessionStorage.setItem(SESSION_KEYS[key], value), undefined),
  remove: (key: SessionKey): void => safe(() => sessionStorage.removeItem(SESSION_KEYS[key]), undefined),
  /**
   * Logout: clear the whole session storage but keep the merchant code. The
   * remembered-login cookies stay (SPEC §3); the SMS login's mobile number
   * stays only while "remember" is on.
   */
  clearKeepingMerchant: (): void =>
    safe(() => {
      const merchant = sessionStorage.getItem(SESSION_KEYS.merchantCode);
      sessionStorage.clear();
      if (merchant !== null) sessionStorage.setItem(SESSION_KEYS.merchantCode, merchant);
      if (cookieStore.get('loginRemember') !== '1') cookieStore.remove('loginTypeSms');
    }, undefined),
};

export const localStore = {
  get: (key: LocalKey): string | null => safe(() => localStorage.getItem(LOCAL_KEYS[key]), null),
  set: (key: LocalKey, value: string): void => safe(() => localStorage.setItem(LOCAL_KEYS[key], value), undefined),
  remove: (key: LocalKey): void => safe(() => localStorage.removeItem(LOCAL_KEYS[key]), undefined),
};

/** Over https a cookie never travels in clear: `Secure`. (Plain http, as on localhost, would drop a Secure cookie.) */
function cookieFlags(): string {
  const secure = safe(() => window.location.protocol === 'https:', false);
  return `path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

function cookieName(key: CookieKey, suffix?: string): string {
  return suffix ? `${COOKIE_KEYS[key]}_${encodeURIComponent(suffix)}` : COOKIE_KEYS[key];
}

export const cookieStore = {
  get(key: CookieKey, suffix?: string): string | null {
    const name = `${cookieName(key, suffix)}=`;
    const found = safe(() => document.cookie.split('; ').find((part) => part.startsWith(name)), undefined);
    return found ? decodeURIComponent(found.slice(name.length)) : null;
  },
  set(key: CookieKey, value: string, suffix?: string, now = Date.now()): void {
    const expires = new Date(now + COOKIE_LIFETIME_MS).toUTCString();
    safe(() => {
      document.cookie = `${cookieName(key, suffix)}=${encodeURIComponent(value)}; expires=${expires}; ${cookieFlags()}`;
    }, undefined);
  },
  remove(key: CookieKey, suffix?: string): void {
    safe(() => {
      document.cookie = `${cookieName(key, suffix)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; ${cookieFlags()}`;
    }, undefined);
  },
};
