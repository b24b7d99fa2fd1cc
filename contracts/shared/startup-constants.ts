/**
 * The constants the first page needs (languages, currency, platform, account types, the lottery
 * vendors the page table names). Their own module so the first page does not carry every constant:
 * contracts/shared/constants.ts re-exports them for everyone else.
 */
export const PLATFORM_WEB = 'WEB';
export const DEFAULT_LANGUAGE = 'EN';
export const SUPPORTED_LANGUAGES = ['EN', 'TY'] as const;
export const DEFAULT_CURRENCY_SYMBOL = '$';
/** Member account types (SPEC §3): 1, 2, 41, 42 are agents, 4 is trial. */
export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;
/** The lottery vendors with pages of their own (SPEC §2: lottery navigation goes straight to TCG_SEA). */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
