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
  'notices.announcements': { spec: 'Announcements (types B,PL,PU,PR,H; platform W; execution)', extra: { pageNo: 'paging (9 per page, SPEC §9)', pageSize: 'paging' } },
  'notices.notice': { spec: 'Notice (GET; types, platform, execution) returns banners, player, popup, promotion', extra: { groupName: 'the banner group of a page' } },
  'system.routers': { spec: 'Routers (GET)' },
  'games.list': { spec: 'G1 GET /wps/relay/GCSGAME_gameList ((T), GAMELO3): clientType 3, platform "flash,html5-desktop", channel, merchant, gameType, vassalage, gameClassify, gameName, minBet, minLineNum, pageNo, pageSize (12 home, 18 lobby, 40 pop-ups), language; reads games, totalPages, pageSize, pageNum?' },
  'games.hot': { spec: 'G2 GET /wps/relay/GCSGAME_hotGamesV2 (GAMELOHOT3): merchantCode, isPlatform 2, gameType, vassalage "", platform "flash,html5-desktop", language; reads list' },
  'games.hotMobile': { spec: 'G2 as a mobile build sends it: POST with platform "html5" (WIRE.md §8 Q7); never sent by this client' },
  'games.recent': { spec: 'G10 GET /wps/relay/GCS_recentGame (T, GAMELOREC3): clientType 3, gameType "RNG", pageNo 1, pageSize (12 at login), language, token; SPEC adds vassalage (§8 Q11); reads list, totalPages' },
  'games.launch': { spec: 'G11 GET /wps/game/launchGame (T, GAMELO3): gameId (or roomId), nodeId, matchId, leagueId, accountType (1 real, 0 trial), confirmTrans 0, vassalage, launchMode "GLS", platform, clientType 3, language, token, merchantCode; G12 the same path: launchMode "LOTT", device "WEB", lottoArea, lottoPrizeMode, lottoGameCode, lottoView, hasLobby, labelName, language, backUrl' },
  'games.trialLaunch': { spec: 'G13 GET /wps/relay/GCS_gameTrialLaunch: launch parameters for a trial, the exact set not recorded (ours: G11\'s game fields)' },
  'games.vendorLanes': { spec: 'G3 GET /wps/relay/GCSGAME_newGameVendor: platform "html5-desktop", merchantCode; a forced refresh sends flush (value not recorded); reads value.data.lanes' },
  'games.vendorGameTypes': { spec: 'G5 GET /wps/relay/GCSGAME_getVassGameType (COMM3 / GAMELO3): the vendor (field name not recorded: ours vassalage); reads content' },
  'games.winnerBoard': { spec: 'G17 GET /wps/relay/ODSFE2_getWinnerBoard (COMM3): gameCategory "ALL", language, limitNum 20; reads list[{vo}]' },
  'favourites.list': { spec: 'G7 GET /wps/relay/MCSFE_getFavoriteGamesList (T, GAMELOFAV3): clientType "3", platform "flash", gameType "RNG" (default), vassalage, pageNo 1, pageSize (999 at login), language, token; reads content, pageNum, totalPages' },
  'favourites.ids': { spec: 'G6 GET /wps/relay/MCSFE_getFavoriteGames (T, GAMELOFAV3): none; reads an array of nodeIds' },
  'favourites.add': { spec: 'G8 POST /wps/relay/MCSFE_addFavoriteGameV2 (T, GAMELOFAV3): nodeId, vendor, gameType' },
  'favourites.remove': { spec: 'G9 DELETE /wps/relay/MCSFE_removeFavoriteGameV2 (T, GAMELOFAV3): the same three fields as a JSON body' },
  'lottery.menus': { spec: 'L1 GET /lgw/games/game_menus (COMM3): prizeMode "Lott"; a bare object of groups' },
  'lottery.vnMenu': { spec: 'L2 GET /lgw/vn/games/game_menu (COMM3): prizeMode, device "WEB"; a bare object whose values carry gameMenus' },
  'lottery.vnRecent': { spec: 'L3 GET /lgw/vn/games/game_menu/recent (T): request not recorded; recent lottery games, stored whole' },
  'lottery.vnOpened': { spec: 'L4 GET /lgw/vn/numeros/opened/game (AGEANNOUNCE3): request not recorded (ours: gameCode, pageNo, pageSize); opened draws, stored whole' },
  'lottery.openedNumero': { spec: 'L5 GET /lotto/lgw/games/opened/numero (COMM3): request not recorded (ours: gameCode); opened numeros, stored whole' },
  'lottery.draws': { spec: 'L6 GET /lgw/draw (COMM3): request not recorded (ours: gameCode, limit); items carry winNo' },
  'live.models': { spec: 'N18 GET /wps/relay/CBS_modelList (T, CBS3): request not recorded (ours: onlineOnly, vassalage, page, size, language)' },
  'live.launchChat': { spec: 'N17 GET /wps/relay/CBS_launchChat (T, CBS3): request not recorded (ours: roomId, language); reads chatUrl' },
  'live.rooms': { spec: 'G15 GET /wps/relay/GLS2_roomList (T): request not recorded (ours: vassalage, status, page, size, language)' },
  'kyc.uploadIdImage': { spec: 'Relay: upload ID image (POST idCardFront, idCardBack, idCardSelfie, moduleId UPLOADID3)' },
};
