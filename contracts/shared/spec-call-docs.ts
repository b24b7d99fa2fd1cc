import type { SpecCallKey } from './spec-calls';

/**
 * What SPEC §7 says of each call, and the parameters our contract adds beyond
 * SPEC's list (SPEC shows no payload for most calls) with why: allowed on the
 * wire, never required. Read by the wire tests and the README's routes table;
 * kept out of spec-calls.ts so the production client carries no documentation.
 */
/** WIRE.md §7.3's deposit relays share one body. */
const DEPOSIT_DOC = '§7.3 POST MCSFE_depositByQRImageUrl, MCSFE_depositByLaunchUrl, MCSFE_depositVirtualWallet, MCSFE_manualTransferByAccountName: {targetUsername, amount, bankCode, bankType, vendorId, mcsBankCode, promotionId, showQrImageOnly}';

export const SPEC_CALL_DOCS: Record<SpecCallKey, { spec: string; extra?: Readonly<Record<string, string>> }> = {
  'session.login': { spec: 'POST /wps/session/login: username, password, captcha, type, human-check fields', extra: { mobileNum: 'SMS login (type "sms")', countryDialingCode: 'SMS login', verificationCode: 'SMS login' } },
  'session.freePlay': { spec: '/wps/session/login/freeplay: os, platform, encryption, gateway version' },
  'verification.smsNoLogin': { spec: '/wps/verification/sms/noLogin: mobileNum, countryDialingCode plus verification-result fields', extra: { purpose: 'which flow the code is for (login, reset, bind)' } },
  'verification.smsRegister': { spec: '/wps/verification/sms/register: countryDialingCode, mobileNo plus human-check data' },
  'member.changePassword': { spec: '/wps/member/password: oldPassword, newPassword, confirmNewPassword' },
  'member.resetPasswordByEmail': { spec: '/wps/member/password/email (form-encoded): username, email' },
  'member.resetPasswordByMobile': { spec: '/wps/member/password/verification: newPassword, mobileNum, verificationCode', extra: { countryDialingCode: 'the number is unique only with its country code' } },
  'member.checkAffiliate': { spec: '/wps/agent/affiliate (GET): code, domain' },
  'member.updateLanguage': { spec: 'Language update: language' },
  'system.helpCenter': { spec: '/wps/system/helpCenter: lang, device WEB' },
  'games.menus': { spec: '/lgw/games/game_menus', extra: { language: 'menu names in the UI language', platform: 'the vendor-lane platform html5-desktop' } },
  'games.list': { spec: 'Games list (GET): clientType (3), platform, channel, merchant, gameType, vassalage, gameClassify, gameName, minBet, minLineNum, pageNo, pageSize, language', extra: { filterType: 'the lobby views NEW and HOT served by the same list' } },
  'games.hot': { spec: 'Hot games (GET): merchantCode, isPlatform (2), gameType, vassalage, platform ("flash,html5-desktop"), language' },
  'favourites.list': { spec: 'Favourite list (GET; login): clientType, platform, gameType (default RNG), vassalage, pageNo, pageSize, language' },
  'games.recent': { spec: 'Recent (GET; login): clientType, page, pageSize, gameType, vassalage, language' },
  'favourites.ids': { spec: 'Favourite ids (GET; reads value array)' },
  'favourites.add': { spec: 'Add (POST; nodeId, vendor, gameType)' },
  'favourites.remove': { spec: 'Remove (DELETE; same data)' },
  'games.vendorLanes': { spec: 'Vendor lanes (GET; platform html5-desktop; reads data.lanes)', extra: { language: 'lane names in the UI language' } },
  'games.vendorGameTypes': { spec: 'Vendor game type', extra: { vassalage: 'one vendor', language: 'type names in the UI language' } },
  'notices.announcements': { spec: 'Announcements (types B,PL,PU,PR,H; platform W; execution)', extra: { pageNo: 'paging (9 per page, SPEC §9)', pageSize: 'paging' } },
  'notices.notice': { spec: 'Notice (GET; types, platform, execution) returns banners, player, popup, promotion', extra: { groupName: 'the banner group of a page' } },
  'games.popular': { spec: 'Popular (GET)', extra: { gameType: 'one game type', limitNum: 'how many', language: 'names in the UI language' } },
  'system.routers': { spec: 'Routers (GET)' },
  'games.winnerBoard': { spec: 'Winner board (GET; gameCategory ALL, language, limitNum 20; reads value.list)' },
  'games.winnerRanking': { spec: 'Winner ranking (relay)', extra: { gameCategory: 'ALL or one type, as the winner board', language: 'names in the UI language', limitNum: 'how many' } },
  'live.models': { spec: 'Live: model list', extra: { language: 'names in the UI language' } },
  'live.launchChat': { spec: 'Live: launch chat (chatUrl)', extra: { roomId: 'the room to chat in', language: 'the chat UI language' } },
  'lottery.lobby': { spec: 'Lottery: lobby (lottoArea, launchMode, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl, language)' },
  'lottery.vnMenu': { spec: 'Vietnam menu (prizeMode, device)' },
  'kyc.uploadIdImage': { spec: 'Relay: upload ID image (POST idCardFront, idCardBack, idCardSelfie, moduleId UPLOADID3)' },
  'wallet.getBalance': { spec: 'W1 GET /wps/v2/wallets/balance (T, COMM3): none (mobile builds send typeId=0); reads sumBalance, currency, currencySymbol, balance[{accountTypeId, accountName, displayName, availBalance}]' },
  'wallet.merchantWallet': { spec: 'W2 GET /wps/relay/GCS_merchantWallet (T, COMM3): none; reads isSingle. Cached. Silent.' },
  'wallet.transfer': { spec: 'W3 POST /wps/relay/GCS_walletTransfer (T, FUNDTRANS3): fromAccountTypeId, toAccountTypeId, amount' },
  'wallet.depositChannels': { spec: '§7.3 GET MCSFE_getDepositSettings → allowDeposit: "Y", totalDepositSuccessCount' },
  'wallet.depositByQrImage': { spec: DEPOSIT_DOC, extra: { requestId: 'ours: a repeated submit opens one order' } },
  'wallet.depositVirtualWallet': { spec: DEPOSIT_DOC, extra: { requestId: 'ours: a repeated submit opens one order' } },
  'wallet.manualTransfer': { spec: DEPOSIT_DOC, extra: { requestId: 'ours: a repeated submit opens one order' } },
  'wallet.markDepositPaid': { spec: '§7.2 Reminder: MCSFE_initiateReminder {depositId}', extra: { payerReference: 'ours: the bank slip or e-wallet reference the member paid with' } },
  'wallet.withdrawInfo': { spec: '§7.3 GET MCSFE_getWithdrawSettings: groupId=0 → minimumAmount: 100, maximumAmount: 50000' },
  'wallet.withdraw': {
    spec: '§7.2 withdraw: {amount, bankCardId, password, groupId (EW), currentWithdrawType: BC | EW | VM, virtualAmount}, encrypted',
    extra: { requestId: 'ours: a repeated submit withdraws once' },
  },
  'wallet.confirmWithdraw': { spec: 'N11 POST /wps/relay/MCSFE_processC2CTransaction (T): fields not recorded; ours are the withdrawal, the SPEC §4 state, and its proof' },
  'records.transactions': { spec: 'N27 GET /wps/relay/ODSFE2_MemTransDet (T, MEMTRANS3): subordinateName, startTime, endTime, codeTypes, txTypeIds: "8102,8202", page, size' },
  'points.balance': { spec: 'N20 GET /wps/relay/MCS2_getPointBalance (T, PTSYS3): none; value is the balance, as a number or a string' },
  'points.mall': {
    spec: 'N21 GET /wps/relay/MCS2_getPointReward (PTSYS3): type, page; reads list, totalPages. Silent.',
    extra: { minPoints: 'ours: the catalogue\'s points range', maxPoints: 'ours: the catalogue\'s points range' },
  },
  'points.config': { spec: 'N23 GET /wps/relay/MCS2_getPointConfig (PTSYS3): none; stored whole' },
  'points.redeemList': { spec: 'N24 GET /wps/relay/MCS2_getRedeemPointList (T, PTSYS3): request not recorded; ours is a report page' },
  'points.redeem': {
    spec: 'N25 POST /wps/relay/passwordCheck/MCS2_redeemPointReward (T E, PTSYS3): the reward and the password (names not recorded)',
    extra: { requestId: 'ours: a repeated submit redeems once' },
  },
  'points.convert': {
    spec: 'N26 POST /wps/relay/passwordCheck/MCS2_convertPoint (T E, PTSYS3): the amount and the password (names not recorded)',
    extra: { requestId: 'ours: a repeated submit converts once' },
  },
};
