import { ANNOUNCEMENT_PLATFORM, CLIENT_TYPE, IS_PLATFORM, KYC_MODULE_ID, PLATFORM_FLASH_HTML5, PLATFORM_HTML5_DESKTOP, PLATFORM_WEB, WINNER_BOARD_LIMIT, WITHDRAW_GROUP_ID } from './constants';

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

/** WIRE.md §7.3: the one body of the four deposit relays. */
const DEPOSIT_PARAMS = {
  targetUsername: given,
  amount: given,
  bankCode: given,
  bankType: given,
  vendorId: given,
  mcsBankCode: given,
  promotionId: when,
  showQrImageOnly: when,
} as const satisfies Record<string, SpecParam>;

export const SPEC_CALLS = {
  'session.login': {
    in: 'body',
    params: { username: given, password: when, captcha: when, type: given, humanCheckTicket: when, humanCheckRandstr: when },
  },
  'session.freePlay': {
    in: 'body',
    params: { os: given, platform: fixed(PLATFORM_WEB), encryption: given, gatewayVersion: given },
  },
  'verification.smsNoLogin': {
    in: 'body',
    params: { mobileNum: given, countryDialingCode: given, humanCheckTicket: when, humanCheckRandstr: when },
  },
  'verification.smsRegister': {
    in: 'body',
    params: { countryDialingCode: given, mobileNo: given, humanCheckTicket: when, humanCheckRandstr: when },
  },
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
  'member.updateLanguage': {
    in: 'body',
    params: { language: context('language') },
  },
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
  // --- Money (WIRE.md §6.3, §6.6 N20-N27, §7.2, §7.3) ---
  'wallet.getBalance': { in: 'query', params: {} },
  'wallet.merchantWallet': { in: 'query', params: {} },
  'wallet.transfer': { in: 'body', params: { fromAccountTypeId: given, toAccountTypeId: given, amount: given } },
  'wallet.depositChannels': { in: 'query', params: {} },
  'wallet.depositByQrImage': { in: 'body', params: DEPOSIT_PARAMS },
  'wallet.depositVirtualWallet': { in: 'body', params: DEPOSIT_PARAMS },
  'wallet.manualTransfer': { in: 'body', params: DEPOSIT_PARAMS },
  'wallet.markDepositPaid': { in: 'body', params: { depositId: given } },
  'wallet.withdrawInfo': { in: 'query', params: { groupId: fixed(WITHDRAW_GROUP_ID) } },
  'wallet.withdraw': {
    in: 'body',
    params: { amount: given, bankCardId: given, password: given, groupId: fixed(WITHDRAW_GROUP_ID), currentWithdrawType: given, virtualAmount: when },
  },
  'wallet.confirmWithdraw': { in: 'body', params: { withdrawId: given, state: given, receivedAmount: when, proofImage: when, remark: when } },
  'records.transactions': {
    in: 'query',
    params: { subordinateName: when, startTime: when, endTime: when, codeTypes: when, txTypeIds: when, page: given, size: given },
  },
  'points.balance': { in: 'query', params: {} },
  'points.mall': { in: 'query', params: { type: when, page: given } },
  'points.config': { in: 'query', params: {} },
  'points.redeemList': { in: 'query', params: { page: given, size: given, startTime: when, endTime: when, status: when } },
  'points.redeem': { in: 'body', params: { rewardId: given, quantity: given, password: given } },
  'points.convert': { in: 'body', params: { points: given, password: given } },
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
