import { ANNOUNCEMENT_PLATFORM, AVATAR_TYPE_CUSTOM, CLIENT_TYPE, IS_PLATFORM, KYC_MODULE_ID, PLATFORM_FLASH_HTML5, PLATFORM_HTML5_DESKTOP, PLATFORM_WEB, WINNER_BOARD_LIMIT } from './constants';

/** The lottery's device for this desktop front end. */
const LOTTO_DESKTOP_DEVICE = 'PC';

/**
 * SPEC §7's calls with the parameters SPEC names, taken from SPEC once and
 * read by the client (which sends the constants and the context values
 * itself), the simulated backend (which refuses a call missing a parameter
 * SPEC marks as sent), the wire tests and the README's routes table.
 *
 * Zod-free and data only on purpose: the production client imports it beside
 * the route manifest, so SPEC's words for each call and the reasons for our
 * extra parameters live apart, in spec-call-docs.ts. Keys are the contract's
 * dotted route keys.
 */

/** Where a parameter's value comes from. */
export type SpecParam =
  /** A SPEC §9 constant the client adds to every call: always on the wire. */
  | { kind: 'fixed'; value: string | number }
  /** A value of the client's context (the brand's merchant code, the UI language): always on the wire. */
  | { kind: 'context'; from: WireContextKey }
  /** Given by the caller on every call (a page number, the game type): always on the wire from the app (the wire tests check its calls). */
  | { kind: 'given' }
  /** Sent only when it applies (a search text, a vendor filter); SPEC gives no value to send otherwise. */
  | { kind: 'when' };

export type WireContextKey = 'merchant' | 'language';
export type WireContext = Record<WireContextKey, string>;

export interface SpecCall {
  /** Where the parameters travel. */
  in: 'query' | 'body';
  /** The parameters SPEC names, by their wire names, in SPEC's order. */
  params: Readonly<Record<string, SpecParam>>;
}

const fixed = (value: string | number): SpecParam => ({ kind: 'fixed', value });
const context = (from: WireContextKey): SpecParam => ({ kind: 'context', from });
const given: SpecParam = { kind: 'given' };
const when: SpecParam = { kind: 'when' };

/**
 * WIRE.md §6.1 registration payload (S15, S16): `registerMethod` is SPEC §9's platform WEB, sent by
 * the client itself; `login: true` is the caller's (a boolean, which no fixed value here holds).
 */
const REGISTRATION_PARAMS: Readonly<Record<string, SpecParam>> = {
  username: given, password: when, confirmPassword: when,
  payeeName: when, email: when, qqNum: when, mobileNum: when, countryDialingCode: when,
  recommenderId: when, affiliateCode: when, referralCode: when,
  captcha: when, verificationCode: when, paymentPassword: when,
  line: when, whatsapp: when, facebook: when, wechat: when, idNumber: when,
  domain: given, registerUrl: given, registerMethod: fixed(PLATFORM_WEB), login: given,
  humanCheckTicket: when, humanCheckRandstr: when, firebaseChannel: when, firebaseIdToken: when,
};

export const SPEC_CALLS = {
  'session.login': {
    in: 'body',
    params: { username: given, password: when, captcha: when, type: given, humanCheckTicket: when, humanCheckRandstr: when },
  },
  'session.loginVerify': {
    in: 'body',
    params: {
      username: given, password: given, method: given,
      email: when, authCode: when, mobileNum: when, verificationCode: when, firebaseIdToken: when, payeeName: when,
    },
  },
  'session.freePlay': {
    in: 'body',
    params: { os: given, platform: given },
  },
  'session.logout': { in: 'body', params: {} },
  'verification.smsNoLogin': {
    in: 'body',
    params: { mobileNum: given, countryDialingCode: given, humanCheckTicket: when, humanCheckRandstr: when },
  },
  'verification.smsRegister': {
    in: 'body',
    params: { countryDialingCode: given, mobileNo: given, humanCheckTicket: when, humanCheckRandstr: when },
  },
  'verification.humanCheck': { in: 'query', params: {} },
  'verification.captcha': { in: 'query', params: {} },
  'member.register': { in: 'body', params: REGISTRATION_PARAMS },
  'member.registerMobile': { in: 'body', params: REGISTRATION_PARAMS },
  'member.getInfo': { in: 'query', params: {} },
  'member.setInfo': {
    in: 'body',
    params: {
      nickname: when, payeename: when, birthday: when, nationality: when, placeOfBirth: when, address: when,
      permanentAddress: when, occupation: when, sourceOfIncome: when, zalo: when, mail: when,
    },
  },
  'member.getIcon': { in: 'query', params: {} },
  'member.getAvatar': { in: 'query', params: {} },
  'member.setIcon': { in: 'body', params: { avatar: given, avatarType: fixed(AVATAR_TYPE_CUSTOM) } },
  'member.changePassword': {
    in: 'body',
    params: { oldPassword: given, newPassword: given, confirmNewPassword: given },
  },
  'member.resetPasswordByEmail': {
    in: 'body',
    params: { username: given, email: given },
  },
  'member.resetPasswordByMobile': {
    in: 'body',
    params: { newPassword: given, mobileNum: given, verificationCode: given },
  },
  'member.checkAffiliate': {
    in: 'query',
    params: { code: given, domain: given },
  },
  'member.setPaymentPassword': {
    in: 'body',
    params: { paymentPassword: given, confirmPaymentPassword: given, checkCompleteCustomerInfo: fixed(0) },
  },
  'member.changePaymentPassword': {
    in: 'body',
    params: { oldPaymentPassword: given, paymentPassword: given, confirmPaymentPassword: given, checkCompleteCustomerInfo: fixed(0) },
  },
  'member.updateLanguage': {
    in: 'body',
    params: { language: context('language') },
  },
  'kyc.securityConfig': { in: 'query', params: {} },
  'system.helpCenter': {
    in: 'query',
    params: { lang: given, device: fixed(PLATFORM_WEB) },
  },
  'games.menus': {
    in: 'query',
    params: {},
  },
  'games.list': {
    in: 'query',
    params: {
      clientType: fixed(CLIENT_TYPE),
      platform: fixed(PLATFORM_FLASH_HTML5),
      channel: when,
      merchant: context('merchant'),
      gameType: when,
      vassalage: when,
      gameClassify: when,
      gameName: when,
      minBet: when,
      minLineNum: when,
      pageNo: given,
      pageSize: given,
      language: context('language'),
    },
  },
  'games.hot': {
    in: 'query',
    params: {
      merchantCode: context('merchant'),
      isPlatform: fixed(IS_PLATFORM),
      gameType: when,
      vassalage: when,
      platform: fixed(PLATFORM_FLASH_HTML5),
      language: context('language'),
    },
  },
  'favourites.list': {
    in: 'query',
    params: {
      clientType: fixed(CLIENT_TYPE),
      platform: fixed(PLATFORM_FLASH_HTML5),
      gameType: given,
      vassalage: when,
      pageNo: given,
      pageSize: given,
      language: context('language'),
    },
  },
  'games.recent': {
    in: 'query',
    params: { clientType: fixed(CLIENT_TYPE), page: given, pageSize: given, gameType: when, vassalage: when, language: context('language') },
  },
  'favourites.ids': { in: 'query', params: {} },
  'favourites.add': { in: 'body', params: { nodeId: given, vendor: given, gameType: given } },
  'favourites.remove': { in: 'body', params: { nodeId: given, vendor: given, gameType: given } },
  'games.vendorLanes': {
    in: 'query',
    params: { platform: fixed(PLATFORM_HTML5_DESKTOP) },
  },
  'games.vendorGameTypes': {
    in: 'query',
    params: {},
  },
  'notices.announcements': {
    in: 'query',
    params: { types: given, platform: fixed(ANNOUNCEMENT_PLATFORM), execution: given },
  },
  'notices.notice': {
    in: 'query',
    params: { types: given, platform: fixed(ANNOUNCEMENT_PLATFORM), execution: given },
  },
  'games.popular': {
    in: 'query',
    params: {},
  },
  'system.routers': { in: 'query', params: {} },
  'games.winnerBoard': {
    in: 'query',
    params: { gameCategory: fixed('ALL'), language: context('language'), limitNum: fixed(WINNER_BOARD_LIMIT) },
  },
  'games.winnerRanking': {
    in: 'query',
    params: {},
  },
  'live.models': {
    in: 'query',
    params: {},
  },
  'live.launchChat': { in: 'body', params: {} },
  'lottery.lobby': {
    in: 'query',
    params: {
      lottoArea: given,
      launchMode: given,
      lottoPrizeMode: when,
      lottoGameCode: when,
      lottoView: given,
      device: fixed(LOTTO_DESKTOP_DEVICE),
      backUrl: when,
      language: context('language'),
    },
  },
  'lottery.vnMenu': { in: 'query', params: { prizeMode: given, device: fixed(LOTTO_DESKTOP_DEVICE) } },
  'kyc.uploadIdImage': {
    in: 'body',
    params: { idCardFront: given, idCardBack: given, idCardSelfie: given, moduleId: fixed(KYC_MODULE_ID) },
  },
} as const satisfies Record<string, SpecCall>;

export type SpecCallKey = keyof typeof SPEC_CALLS;

/** The SPEC call of a route key, if SPEC §7 names one. */
export function specCallOf(routeKey: string): SpecCall | undefined {
  return (SPEC_CALLS as Record<string, SpecCall>)[routeKey];
}

/**
 * The parameters the client itself puts on every call (the fixed constants
 * and the context values): the simulated backend requires them, since a
 * real backend may need each and none is typed at a call site.
 */
export function clientSentParams(call: SpecCall): string[] {
  return Object.entries(call.params)
    .filter(([, param]) => param.kind === 'fixed' || param.kind === 'context')
    .map(([name]) => name);
}

/** Every parameter on the wire of each call: the client's own and the caller's (`when` ones only where they apply). */
export function alwaysSentParams(call: SpecCall): string[] {
  return Object.entries(call.params)
    .filter(([, param]) => param.kind !== 'when')
    .map(([name]) => name);
}

/**
 * The call's input with the SPEC values the client sends itself: the fixed
 * constants and the context values, each only where the caller gave none.
 */
export function withSpecParams(call: SpecCall | undefined, input: Record<string, unknown> | undefined, wire: WireContext): Record<string, unknown> | undefined {
  if (!call) return input;
  let out = input;
  for (const [name, param] of Object.entries(call.params)) {
    if (out?.[name] !== undefined) continue;
    if (param.kind === 'fixed') out = { ...out, [name]: param.value };
    else if (param.kind === 'context') out = { ...out, [name]: wire[param.from] };
  }
  return out;
}
