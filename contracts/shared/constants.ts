/**
 * SPEC §3 and §9 constants that cross the wire. Named once here and imported
 * by the contracts, the client and the simulated backend. The first page's own
 * few live in startup-constants.ts (re-exported here), so it carries none of the rest.
 */
import { SEA_LOTTERY_VENDOR, VN_LOTTERY_VENDOR } from './startup-constants';

export * from './startup-constants';
export const CLIENT_TYPE = 3;
export const IS_PLATFORM = 2;
export const PLATFORM_FLASH_HTML5 = 'flash,html5-desktop';
/** WIRE.md §6.4 G7: the favourite list's platform. */
export const PLATFORM_FLASH = 'flash';
/** WIRE.md §6.4 G2: the mobile build's hot-games platform. */
export const PLATFORM_HTML5 = 'html5';
/** WIRE.md §6.5 L1: the prize mode the game menus are asked in. */
export const WIRE_LOTT_PRIZE_MODE = 'Lott';
/** WIRE.md §6.4 G11: a launch's `confirmTrans`. */
export const LAUNCH_CONFIRM_TRANS = 0;
/** WIRE.md §6.5 L2 and G12: the lottery gateway's device word for a desktop. */
export const LOTTO_DEVICE_WEB = 'WEB';
export const PLATFORM_HTML5_DESKTOP = 'html5-desktop';
export const ANNOUNCEMENT_PLATFORM = 'W';
export const DEFAULT_WEAK_PASSWORD = '123456';

/**
 * Wallet account types (WIRE.md §6.3): `accountTypeId` 2 is the main wallet (observed), 9 the points
 * (N27, observed). The safe box is ours: a single-wallet merchant has no such account on the
 * platform, so it takes an id far from the platform's, our choice.
 */
export const WALLET_ACCOUNT_TYPE_IDS = { MAIN: 2, SAFE_BOX: 99 } as const;
export const POINTS_ACCOUNT_TYPE_ID = 9;
/** N27's transaction types of the points (WIRE.md §6.6): a points credit and a points debit. */
export const POINT_TX_TYPE_IDS = '8102,8202';
/** `groupId` of the withdraw settings and the withdrawal (WIRE.md §7.3 observed `groupId=0`): our one payout group. */
export const WITHDRAW_GROUP_ID = 0;

export const LOBBY_PAGE_SIZE = 18;
export const HOME_SECTION_SIZE = 12;
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const FAVOURITES_ON_LOGIN_PAGE_SIZE = 999;
export const RECENT_ON_LOGIN_PAGE_SIZE = 12;
export const WINNER_BOARD_LIMIT = 20;
export const COCKFIGHT_HOME_CAP = 5;

export const SMS_RATE_LIMIT_MS = 5 * 60 * 1000;
export const SMS_DEFAULT_EXPIRED_MINUTES = 1;
export const REAL_TIME_SALARY_PERIOD_MS = 5 * 60 * 1000;
export const MAX_UPLOAD_BYTES = 5_242_880;
export const MAX_UPLOAD_IMAGES = 3;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const FEEDBACK_MAX_CHARS = 140;
export const KYC_MIN_AGE = 21;
export const KYC_MODULE_ID = 'UPLOADID3';
export const PLAYER_ACCOUNT_TYPE = 0;

export const GAME_TYPES = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** Whether a string from a URL, a page entry or an answer is one of the game types. */
export const isGameType = (value: string | undefined): value is GameType => (GAME_TYPES as readonly string[]).includes(value ?? '');


/** SPEC §3 vendor codes by category. */
export const VENDORS_BY_CATEGORY = {
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  SPORTS: ['IBC', 'SBT', 'UG'],
  ESPORTS: ['AV', 'IMES', 'IA', 'AI', 'TF'],
  COCKFIGHT: ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'],
  LOTT: [SEA_LOTTERY_VENDOR, VN_LOTTERY_VENDOR],
  ELOTT: [VN_LOTTERY_VENDOR, 'LOTT'],
} as const satisfies Record<GameType, readonly string[]>;

/** Filter categories (SPEC §2 Lobby) carried as gameClassify. */
export const GAME_CLASSIFIES = ['SLOT', 'SCRATCH', 'VIDEO_POKER', 'JACKPOT', 'TABLE', 'ARCADE', 'BINGO'] as const;
export const FILTER_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export const BANNER_GROUPS = ['w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_elott', 'w_lott', 'w_reg', 'w_pagco'] as const;
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export const CS_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'] as const;
export const RESOURCE_TYPES = ['FACEBOOK', 'TELEGRAM', 'YOUTUBE', 'INSTAGRAM', 'Android', 'iOS'] as const;
export const PROMOTION_CATEGORIES = ['ALL', 'SPORTS', 'LIVE', 'SLOTS', 'CARDS', 'FISH', 'LOTTO', 'REBATE', 'POINTS_MALL', 'RANKING', 'DEPOSIT', 'APP_DOWNLOAD', 'NEWBIE'] as const;
export const PROMOTION_STATUSES = ['JOIN', 'CLAIM', 'APPLYING', 'CLOSE', 'REJECTED', 'ISSUED', 'CLAIMED', 'PROCESS', 'JOINED', 'COMING_SOON'] as const;
export const REDEEM_STATUSES = ['PROCESSING', 'REJECTED', 'APPROVED'] as const;
export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export const CONTRACT_PERIODS = ['DAILY', 'WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'] as const;
export const CONTRACT_STATUSES = ['OFFERED', 'ACTIVE', 'REFUSED', 'TERMINATED'] as const;
export const WITHDRAW_CONFIRMATIONS = ['RECEIVED', 'NOT_RECEIVED', 'PARTIALLY_RECEIVED', 'ALL_RECEIVED'] as const;
export const LEDGER_KINDS = ['DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'TRANSFER_OUT', 'BET', 'WIN', 'BONUS', 'REBATE', 'SALARY', 'DIVIDEND', 'REDEEM', 'REFUND'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const PRIZE_MODES = ['LOTT', 'ELOTT', 'ZY', 'SEA'] as const;
export const SUPPORT_QUESTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'] as const;
export const WHITELABEL_FLAGS = ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'AGENTPOLICY3', 'CHNGPASSVERIF3', 'CHNGPASSMAIL3'] as const;

/** SPEC §3 ID types, keyed by wire number. */
export const ID_TYPES = {
  1: 'Passport', 2: "Driver's License", 3: 'PRC ID', 4: 'Postal ID', 5: "Voter's ID",
  6: 'Barangay Certification', 7: 'Tax Identification', 8: 'SSS', 9: 'Senior Citizen Card',
  10: 'Alien Certificate Registration', 11: 'UMID', 12: 'Philhealth ID', 13: 'National ID',
} as const;
export const SOURCES_OF_INCOME = { 1: 'Employed', 2: 'Self employed' } as const;
/** Nature of work, wire numbers 3 to 21. */
export const NATURES_OF_WORK = {
  3: 'Corporate Executives', 4: 'Managers', 5: 'Supervisors', 6: 'Professionals',
  7: 'Associate Professionals', 8: 'Technicians', 9: 'Clerks', 10: 'Service workers',
  11: 'Sales workers', 12: 'Farmers', 13: 'Forestry workers', 14: 'Fishermen', 15: 'Traders',
  16: 'Operators', 17: 'Machine assemblers', 18: 'Laborers', 19: 'Unskilled workers',
  20: 'Special occupations', 21: 'Others',
} as const;

/** The N4 promotion types whose counts make the promotions badge (WIRE.md §6.6 N4, SPEC availablePromoCount). */
export const PROMO_BADGE_TYPES = ['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'MISSION_MANUAL'] as const;
/** Every N4 type the simulated backend reports: the badge's, the missions badge's (MISSION) and refer-a-friend (REFERRAL). */
export const AVAILABLE_PROMO_TYPES = [...PROMO_BADGE_TYPES, 'MISSION', 'REFERRAL'] as const;
/** The whitelabel modules of the reward centre, the rebate and the inbox (WIRE.md §6.2). */
export const REWARD_CENTRE_MODULE = 'REWCEN3';
export const REBATE_MODULE = 'MYRBT3';
export const INBOX_MODULE = 'INBOX3';

/** SPEC §4 ID verification status (WIRE.md S14 `status`). */
export const KYC_STATUSES = ['N', 'P', 'Y', 'R'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
