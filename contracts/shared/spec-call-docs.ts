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
  'notices.notice': { spec: 'N1 GET /wps/relay/MCSFE_getListAnnouncements: types "B,PL,PU,PR,H", platform "W", execution → banners[], player[], popup[], promotion[], hot[] (SPEC: Announcements and Notice, one call)' },
  'messages.unreadCount': { spec: 'N2 GET /wps/relay/CSP_unreadCount (T, INBOX3): none → value is a number. Silent.' },
  'messages.list': { spec: 'N3 GET /wps/relay/CSP_getInbox (T, INBOX3): page, size, sort "sendTime:desc", read, startTime, endTime → content[].{read, subject}' },
  'promotions.available': { spec: 'N4 GET /wps/relay/MCSFE_getAvailablePromotions (T, REWCEN3): none → content TYPE → {count, enabled}. Silent.' },
  'promotions.claimRaffle': { spec: 'N6 POST /wps/relay/MCS2_claimRafflePromotion (T, REWCEN3): the raffle id (field name not recorded; ours raffleId) → success' },
  'promotions.raffle': { spec: 'N7 GET /wps/relay/MCS2_getRafflePromotionStatus (T, REWCEN3): not recorded → the status (fields not recorded). Silent.' },
  'promotions.memberList': { spec: 'N8 GET /wps/relay/MCS2_getPromotionClaimList (T, REWCEN3): not recorded → a list (fields not recorded). Silent.' },
  'promotions.rebateSettings': { spec: 'N9 GET /wps/relay/MCS2_getCustomerRebateSettingByProductType (T, MYRBT3): not recorded → entries, those with rebateValue > 0 shown. Silent.' },
  'rewards.rankProgress': { spec: 'N14 GET /wps/relay/MCSFE_getPlayerRankProgress (T): none → playerRankName, monthlyTurnover{actual, expected}, totalTurnover, completedConditions, totalExpectedConditions, labelId. Silent.' },
  'promotions.categories': { spec: 'N15 GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory: not recorded → the promotion categories. Silent.' },
  'missions.summary': { spec: 'N28 GET /wps/relay/MCSFE_getMissionSummaryDetails (T): not recorded → the mission summary (fields not recorded)' },
  'missions.leaderboard': { spec: 'N29 GET /wps/relay/MCSFE_getMissionLeaderboard (T): missionId → the leaderboard (fields not recorded)' },
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
