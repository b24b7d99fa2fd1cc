import { ANNOUNCEMENT_PLATFORM, CLIENT_TYPE, IS_PLATFORM, KYC_MODULE_ID, PLATFORM_FLASH_HTML5, PLATFORM_HTML5_DESKTOP, PLATFORM_WEB, WINNER_BOARD_LIMIT } from './constants';

/** The lottery's device for this desktop front end. */
const LOTTO_DESKTOP_DEVICE = 'PC';

/**
 * SPEC §7's calls with the parameters SPEC names, taken from SPEC once and
 * read by the client (which sends the constants and the context values
 * itself), the simulated backend (which refuses a call missing a parameter
 * SPEC marks as sent), the wire tests and the README's routes table.
 *
 * Zod-free on purpose: the production client imports it beside the route
 * manifest. Keys are the contract's dotted route keys.
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
  /** SPEC §7's words for the call. */
  spec: string;
  /** Where the parameters travel. */
  in: 'query' | 'body';
  /** The parameters SPEC names, by their wire names, in SPEC's order. */
  params: Readonly<Record<string, SpecParam>>;
  /**
   * Parameters our contract adds beyond SPEC's list (SPEC says "payload
   * values are not shown" for most calls), with why: allowed on the wire,
   * never required.
   */
  extra?: Readonly<Record<string, string>>;
}

const fixed = (value: string | number): SpecParam => ({ kind: 'fixed', value });
const context = (from: WireContextKey): SpecParam => ({ kind: 'context', from });
const given: SpecParam = { kind: 'given' };
const when: SpecParam = { kind: 'when' };

export const SPEC_CALLS = {
  'session.login': {
    spec: 'POST /wps/session/login: username, password, captcha, type, human-check fields',
    in: 'body',
    params: { username: given, password: when, captcha: when, type: given, humanCheckTicket: when, humanCheckRandstr: when },
    extra: { mobileNum: 'SMS login (type "sms")', countryDialingCode: 'SMS login', verificationCode: 'SMS login' },
  },
  'session.freePlay': {
    spec: '/wps/session/login/freeplay: os, platform, encryption, gateway version',
    in: 'body',
    params: { os: given, platform: fixed(PLATFORM_WEB), encryption: given, gatewayVersion: given },
  },
  'verification.smsNoLogin': {
    spec: '/wps/verification/sms/noLogin: mobileNum, countryDialingCode plus verification-result fields',
    in: 'body',
    params: { mobileNum: given, countryDialingCode: given, humanCheckTicket: when, humanCheckRandstr: when },
    extra: { purpose: 'which flow the code is for (login, reset, bind)' },
  },
  'verification.smsRegister': {
    spec: '/wps/verification/sms/register: countryDialingCode, mobileNo plus human-check data',
    in: 'body',
    params: { countryDialingCode: given, mobileNo: given, humanCheckTicket: when, humanCheckRandstr: when },
  },
  'member.changePassword': {
    spec: '/wps/member/password: oldPassword, newPassword, confirmNewPassword',
    in: 'body',
    params: { oldPassword: given, newPassword: given, confirmNewPassword: given },
  },
  'member.resetPasswordByEmail': {
    spec: '/wps/member/password/email (form-encoded): username, email',
    in: 'body',
    params: { username: given, email: given },
  },
  'member.resetPasswordByMobile': {
    spec: '/wps/member/password/verification: newPassword, mobileNum, verificationCode',
    in: 'body',
    params: { newPassword: given, mobileNum: given, verificationCode: given },
    extra: { countryDialingCode: 'the number is unique only with its country code' },
  },
  'member.checkAffiliate': {
    spec: '/wps/agent/affiliate (GET): code, domain',
    in: 'query',
    params: { code: given, domain: given },
  },
  'member.updateLanguage': {
    spec: 'Language update: language',
    in: 'body',
    params: { language: context('language') },
  },
  'system.helpCenter': {
    spec: '/wps/system/helpCenter: lang, device WEB',
    in: 'query',
    params: { lang: given, device: fixed(PLATFORM_WEB) },
  },
  'games.menus': {
    spec: '/lgw/games/game_menus',
    in: 'query',
    params: {},
    extra: { language: 'menu names in the UI language', platform: 'the vendor-lane platform html5-desktop' },
  },
  'games.list': {
    spec: 'Games list (GET): clientType (3), platform, channel, merchant, gameType, vassalage, gameClassify, gameName, minBet, minLineNum, pageNo, pageSize, language',
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
    extra: { filterType: 'the lobby views NEW and HOT served by the same list' },
  },
  'games.hot': {
    spec: 'Hot games (GET): merchantCode, isPlatform (2), gameType, vassalage, platform ("flash,html5-desktop"), language',
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
    spec: 'Favourite list (GET; login): clientType, platform, gameType (default RNG), vassalage, pageNo, pageSize, language',
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
    spec: 'Recent (GET; login): clientType, page, pageSize, gameType, vassalage, language',
    in: 'query',
    params: { clientType: fixed(CLIENT_TYPE), page: given, pageSize: given, gameType: when, vassalage: when, language: context('language') },
  },
  'favourites.ids': { spec: 'Favourite ids (GET; reads value array)', in: 'query', params: {} },
  'favourites.add': { spec: 'Add (POST; nodeId, vendor, gameType)', in: 'body', params: { nodeId: given, vendor: given, gameType: given } },
  'favourites.remove': { spec: 'Remove (DELETE; same data)', in: 'body', params: { nodeId: given, vendor: given, gameType: given } },
  'games.vendorLanes': {
    spec: 'Vendor lanes (GET; platform html5-desktop; reads data.lanes)',
    in: 'query',
    params: { platform: fixed(PLATFORM_HTML5_DESKTOP) },
    extra: { language: 'lane names in the UI language' },
  },
  'games.vendorGameTypes': {
    spec: 'Vendor game type',
    in: 'query',
    params: {},
    extra: { vassalage: 'one vendor', language: 'type names in the UI language' },
  },
  'notices.announcements': {
    spec: 'Announcements (types B,PL,PU,PR,H; platform W; execution)',
    in: 'query',
    params: { types: given, platform: fixed(ANNOUNCEMENT_PLATFORM), execution: given },
    extra: { pageNo: 'paging (9 per page, SPEC §9)', pageSize: 'paging' },
  },
  'notices.notice': {
    spec: 'Notice (GET; types, platform, execution) returns banners, player, popup, promotion',
    in: 'query',
    params: { types: given, platform: fixed(ANNOUNCEMENT_PLATFORM), execution: given },
    extra: { groupName: 'the banner group of a page' },
  },
  'games.popular': {
    spec: 'Popular (GET)',
    in: 'query',
    params: {},
    extra: { gameType: 'one game type', limitNum: 'how many', language: 'names in the UI language' },
  },
  'system.routers': { spec: 'Routers (GET)', in: 'query', params: {} },
  'games.winnerBoard': {
    spec: 'Winner board (GET; gameCategory ALL, language, limitNum 20; reads value.list)',
    in: 'query',
    params: { gameCategory: fixed('ALL'), language: context('language'), limitNum: fixed(WINNER_BOARD_LIMIT) },
  },
  'games.winnerRanking': {
    spec: 'Winner ranking (relay)',
    in: 'query',
    params: {},
    extra: { gameCategory: 'ALL or one type, as the winner board', language: 'names in the UI language', limitNum: 'how many' },
  },
  'live.models': {
    spec: 'Live: model list',
    in: 'query',
    params: {},
    extra: { language: 'names in the UI language' },
  },
  'live.launchChat': { spec: 'Live: launch chat (chatUrl)', in: 'body', params: {}, extra: { roomId: 'the room to chat in', language: 'the chat UI language' } },
  'lottery.lobby': {
    spec: 'Lottery: lobby (lottoArea, launchMode, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl, language)',
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
  'lottery.vnMenu': { spec: 'Vietnam menu (prizeMode, device)', in: 'query', params: { prizeMode: given, device: fixed(LOTTO_DESKTOP_DEVICE) } },
  'kyc.uploadIdImage': {
    spec: 'Relay: upload ID image (POST idCardFront, idCardBack, idCardSelfie, moduleId UPLOADID3)',
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
