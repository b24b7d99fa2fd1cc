import {
  ANNOUNCEMENT_PLATFORM, ANNOUNCEMENT_TYPES, CLIENT_TYPE, IS_PLATFORM, KYC_MODULE_ID, LOTTO_DEVICE_WEB, PLATFORM_FLASH, PLATFORM_FLASH_HTML5,
  PLATFORM_HTML5, PLATFORM_HTML5_DESKTOP, PLATFORM_WEB, WINNER_BOARD_LIMIT, WIRE_LOTT_PRIZE_MODE, WITHDRAW_GROUP_ID,
} from './constants';
import { AVATAR_TYPE_CUSTOM } from './profile-fields';

/** WIRE.md §6.6 N3: the inbox's sort, newest first. */
const INBOX_SORT = 'sendTime:desc';

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

import type { SpecCall, SpecParam, WireContextKey } from './spec-call-params';

export { withSpecParams, type SpecCall, type SpecParam, type WireContext, type WireContextKey } from './spec-call-params';

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
  'system.status': { in: 'query', params: { url: context('host') } },
  'system.whitelabel': { in: 'query', params: {} },
  'system.registerSettings': { in: 'query', params: {} },
  'system.countries': { in: 'query', params: {} },
  'system.domainRoute': { in: 'query', params: {} },
  'member.consolidated': { in: 'query', params: {} },
  'agent.processDividend': { in: 'body', params: { productType: given, computationPeriod: given, status: given } },
  'agent.processDividendByQuery': { in: 'query', params: { productType: given, computationPeriod: given, status: given } },
  'agent.processDailySalary': { in: 'body', params: { id: given, status: given } },
  'agent.processDailySalaryByQuery': { in: 'query', params: { id: given, status: given } },
  'agent.processHourlySalary': { in: 'body', params: { contractId: given, status: given, productType: given } },
  'agent.processRealtimeSalary': { in: 'body', params: { contractId: given, status: given } },
  'kyc.securityConfig': { in: 'query', params: {} },
  'system.helpCenter': {
    in: 'query',
    params: { lang: given, device: fixed(PLATFORM_WEB) },
  },
  'system.feedback': { in: 'body', params: { questionType: given, content: given, images: when } },
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
      vassalage: given,
      platform: fixed(PLATFORM_FLASH_HTML5),
      language: context('language'),
    },
  },
  'games.hotMobile': {
    in: 'body',
    params: {
      merchantCode: context('merchant'),
      isPlatform: fixed(IS_PLATFORM),
      gameType: when,
      vassalage: given,
      platform: fixed(PLATFORM_HTML5),
      language: context('language'),
    },
  },
  'games.recent': {
    in: 'query',
    params: { clientType: fixed(CLIENT_TYPE), gameType: when, pageNo: given, pageSize: given, language: context('language'), vassalage: when },
  },
  'games.launch': {
    in: 'query',
    params: {
      launchMode: given,
      gameId: when,
      roomId: when,
      nodeId: when,
      matchId: when,
      leagueId: when,
      accountType: when,
      confirmTrans: when,
      vassalage: when,
      platform: when,
      clientType: when,
      merchantCode: when,
      device: when,
      lottoArea: when,
      lottoPrizeMode: when,
      lottoGameCode: when,
      lottoView: when,
      hasLobby: when,
      labelName: when,
      backUrl: when,
      language: context('language'),
    },
  },
  'games.trialLaunch': {
    in: 'query',
    params: {
      gameId: when,
      roomId: when,
      nodeId: given,
      matchId: when,
      leagueId: when,
      vassalage: given,
      platform: given,
      clientType: fixed(CLIENT_TYPE),
      merchantCode: context('merchant'),
      language: context('language'),
    },
  },
  'games.vendorLanes': {
    in: 'query',
    params: { platform: fixed(PLATFORM_HTML5_DESKTOP), merchantCode: context('merchant'), flush: when },
  },
  'games.vendorGameTypes': { in: 'query', params: { vassalage: when } },
  'games.winnerBoard': {
    in: 'query',
    params: { gameCategory: given, language: context('language'), limitNum: fixed(WINNER_BOARD_LIMIT) },
  },
  'favourites.list': {
    in: 'query',
    params: {
      clientType: fixed(CLIENT_TYPE),
      platform: fixed(PLATFORM_FLASH),
      gameType: given,
      vassalage: when,
      pageNo: given,
      pageSize: given,
      language: context('language'),
    },
  },
  'favourites.ids': { in: 'query', params: {} },
  'favourites.add': { in: 'body', params: { nodeId: given, vendor: given, gameType: given } },
  'favourites.remove': { in: 'body', params: { nodeId: given, vendor: given, gameType: given } },
  'notices.notice': {
    in: 'query',
    params: { types: fixed(ANNOUNCEMENT_TYPES.join(',')), platform: fixed(ANNOUNCEMENT_PLATFORM), execution: given },
  },
  'messages.unreadCount': { in: 'query', params: {} },
  'messages.list': {
    in: 'query',
    params: { page: given, size: given, sort: fixed(INBOX_SORT), read: when, startTime: when, endTime: when },
  },
  'promotions.available': { in: 'query', params: {} },
  'promotions.claimRaffle': { in: 'body', params: { raffleId: given } },
  'promotions.raffle': { in: 'query', params: {} },
  'promotions.memberList': { in: 'query', params: {} },
  'promotions.rebateSettings': { in: 'query', params: {} },
  'rewards.rankProgress': { in: 'query', params: {} },
  'promotions.categories': { in: 'query', params: {} },
  'missions.summary': { in: 'query', params: {} },
  'missions.leaderboard': { in: 'query', params: { missionId: given } },
  'lottery.menus': { in: 'query', params: { prizeMode: fixed(WIRE_LOTT_PRIZE_MODE) } },
  'lottery.vnMenu': { in: 'query', params: { prizeMode: given, device: fixed(LOTTO_DEVICE_WEB) } },
  'lottery.vnRecent': { in: 'query', params: {} },
  'lottery.vnOpened': { in: 'query', params: { gameCode: given, pageNo: given, pageSize: given } },
  'lottery.openedNumero': { in: 'query', params: { gameCode: when } },
  'lottery.draws': { in: 'query', params: { gameCode: when, limit: given } },
  'live.models': {
    in: 'query',
    params: { onlineOnly: given, vassalage: when, page: given, size: given, language: context('language') },
  },
  'live.launchChat': { in: 'query', params: { roomId: given, language: context('language') } },
  'live.rooms': {
    in: 'query',
    params: { vassalage: when, status: when, page: given, size: given, language: context('language') },
  },
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
