import type { SpecCallKey } from './spec-calls';

/**
 * What SPEC §7 says of each call, and the parameters our contract adds beyond
 * SPEC's list (SPEC shows no payload for most calls) with why: allowed on the
 * wire, never required. Read by the wire tests and the README's routes table;
 * kept out of spec-calls.ts so the production client carries no documentation.
 */
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
  'member.consolidated': { spec: 'S20/K0 GET /wps/member/info/funds/consolidated (T, COMM3): none → the contract bundle (§6.7)' },
  'agent.processDividend': { spec: 'K1 POST /wps/relay/MCS2_processDividendReq (T, SIGNCONDIV3): productType, computationPeriod, status' },
  'agent.processDividendByQuery': { spec: 'K1 in the desktop map: GET /wps/relay/MCS2_processDividendReq with productType, computationPeriod, status in the query (§8 Q7)' },
  'agent.processDailySalary': { spec: 'K2 POST /wps/relay/MCS2_processDailySalContract (T, DAILYSALCONT3): id, status' },
  'agent.processDailySalaryByQuery': { spec: 'K2 in the desktop map: GET /wps/relay/MCS2_processDailySalContract with id, status in the query (§8 Q7)' },
  'agent.processHourlySalary': { spec: 'K3 POST /wps/relay/MCS2_processContractHourSalary (T, HOURSAL3): contractId, status, productType' },
  'agent.processRealtimeSalary': { spec: 'K4 POST /wps/relay/MCSFE_processRealTimeSalaryContract (T, RTSALARY3): contractId, status' },
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
