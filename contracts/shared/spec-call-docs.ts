import type { SpecCallKey } from './spec-calls';

/**
 * What SPEC §7 says of each call, and the parameters our contract adds beyond
 * SPEC's list (SPEC shows no payload for most calls) with why: allowed on the
 * wire, never required. Read by the wire tests and the README's routes table;
 * kept out of spec-calls.ts so the production client carries no documentation.
 */
export const SPEC_CALL_DOCS: Record<SpecCallKey, { spec: string; extra?: Readonly<Record<string, string>> }> = {
  'session.login': {
    spec: 'S1 POST /wps/session/login (E, COMM3): username, password, captcha, type ("username" or "sms"), loginDeviceId, and the Geetest result fields when human check is on',
    extra: { mobileNum: 'SMS login (type "sms"): WIRE does not record the names; ours, as the other SMS calls', countryDialingCode: 'SMS login (ours)', verificationCode: 'SMS login (ours)' },
  },
  'session.loginVerify': {
    spec: 'S2 POST /wps/session/login/verification (E, LOGINIPVERF3): username, password, method (E, G, S, P), plus email / authCode / mobileNum, verificationCode[, firebaseIdToken] / payeeName',
  },
  'session.freePlay': { spec: 'S4 POST /wps/session/login/freeplay (FREEPLAY3): production sends {}; SPEC lists os, platform, encryption and gateway version (§8 Q1: os, platform "W" in the body)' },
  'session.logout': { spec: 'S3 DELETE /wps/session/logout (T, COMM3): no body' },
  'verification.smsNoLogin': { spec: 'S12 POST /wps/verification/sms/noLogin (VERIFICATION3): mobileNum, countryDialingCode, plus the human-check result fields' },
  'verification.smsRegister': { spec: 'S13 POST /wps/verification/sms/register (REGMOBVERF3 / MOBILENUMREG3): countryDialingCode, mobileNo, plus the human-check fields' },
  'verification.humanCheck': { spec: 'Y6 GET /wps/captcha/geetest (GEETEST3): t=<ms>; one build sends product=register (observed with gaps)' },
  'verification.captcha': { spec: 'Y5 GET /wps/captcha (CAPTCHA3): none; value is a bare Base64 PNG' },
  'member.register': {
    spec: 'S15 PUT /wps/member/register (E, REG3): the registration payload (username, password, confirmPassword, payeeName, email, qqNum, mobileNum, countryDialingCode, recommenderId, affiliateCode, referralCode, captcha, verificationCode, paymentPassword, line, whatsapp, facebook, wechat, idNumber, domain, registerUrl, registerMethod "WEB", login true, human-check fields, firebaseChannel, firebaseIdToken) and loginDeviceId',
    extra: { gamingVenue: 'SPEC §2 gaming venue picker' },
  },
  'member.registerMobile': {
    spec: 'S16 PUT /wps/member/register/mobile (E, COMM3): the same payload; the affiliate fields too (§8 Q2)',
    extra: { gamingVenue: 'SPEC §2 gaming venue picker' },
  },
  'member.getInfo': { spec: 'S5 GET /wps/member/info (T, COMM3): none' },
  'member.setInfo': {
    spec: 'S6 POST /wps/member/info (T; not public): §7.2 updateMemberInfo {nickname, …, payeename, mail, …, zalo, …, address, permanentAddress, placeOfBirth, nationality, …, birthday}',
    extra: { natureOfWork: 'SPEC §3 profile field with no §7.2 name', employerName: 'SPEC §3 profile field with no §7.2 name' },
  },
  'member.getIcon': { spec: 'S7 GET /wps/member/info/icon (T, PROFPIC3): none' },
  'member.getAvatar': { spec: 'N13 GET /wps/relay/MCSFE_getPlayerAvatar (T): none; reads avatar, avatarType' },
  'member.setIcon': { spec: '§7.2 changeIcon: {avatar, avatarType: "CUSTOM"}' },
  'member.changePassword': { spec: 'S8 POST /wps/member/password (T E, PASS3): oldPassword, newPassword, confirmNewPassword' },
  'member.resetPasswordByEmail': { spec: 'S9 POST /wps/member/password/email (F, COMM3): username, email' },
  'member.resetPasswordByMobile': { spec: 'S11 POST /wps/member/password/verification (E, CHNGPASSVERIF3): newPassword, mobileNum, verificationCode' },
  'member.checkAffiliate': { spec: 'Y13 GET /wps/agent/affiliate (AFFMAN3): code, domain' },
  'member.setPaymentPassword': { spec: '§7.2 setWithdrawPassword: {paymentPassword, confirmPaymentPassword, checkCompleteCustomerInfo: 0}' },
  'member.changePaymentPassword': { spec: '§7.2 changeWithdrawPassword: {paymentPassword, confirmPaymentPassword, checkCompleteCustomerInfo: 0, …}; oldPaymentPassword is ours (the "…")' },
  'member.updateLanguage': { spec: 'S19 PUT /wps/member/language (T, COMM3): language' },
  'kyc.securityConfig': { spec: 'S14 GET /wps/v2/member/securityConfig (T, COMM3): none' },
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
};
