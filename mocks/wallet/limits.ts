/** Wallet limits of the simulated backend (SPEC gives none; these are the platform's plausible defaults). */
export const WITHDRAW_MIN = 100;
export const WITHDRAW_MAX = 50_000;
export const WITHDRAW_DAILY_COUNT = 5;
export const WITHDRAW_DAILY_AMOUNT = 200_000;
export const WITHDRAW_FEE_RATE = 0;
/*
 * Pending withdrawals (issue 31 point 10): a member may have several pending at once, up to the daily
 * count and amount above, which count every withdrawal of the day not rejected or cancelled, pending
 * ones included. Each is debited from the balance when it is submitted (a WITHDRAW row on the ledger),
 * so the withdrawable amount is already reduced by every pending one and no pending money is spent
 * twice; a rejection or cancel refunds it and frees its share of the day. The rule is stated in the
 * README ("Security") and pinned by tests/api/pending-withdrawals.test.ts.
 */
/** A submitted withdrawal is paid out this long after it is made (the simulated payment desk). */
export const WITHDRAW_PAYOUT_DELAY_MS = 60_000;
/** The payment desk picks a new withdrawal up for review this long after it is made. */
export const WITHDRAW_REVIEW_AFTER_MS = 15_000;
/** Payout accounts (banks and e-wallets) a member may bind. */
export const MAX_BANK_ACCOUNTS = 5;
/** SPEC §4 "{0} minutes": an unconfirmed paid withdrawal counts as received after this. */
export const WITHDRAW_AUTO_RECEIVE_MINUTES = 30;
/** Turnover multiples of the withdraw turnover (what is still owed is held back from the withdrawable amount). */
export const DEPOSIT_TURNOVER_MULTIPLE = 1;
export const BONUS_TURNOVER_MULTIPLE = 3;

export const UPLINE_TRANSFER_MIN = 1;
export const UPLINE_TRANSFER_MAX = 100_000;

export const WALLET_NAMES = { MAIN: 'Main wallet', SAFE_BOX: 'Safe box' } as const;

/** W1 `currency`: the ISO code of the simulated merchant's money, whose symbol is the member's ("$" by SPEC's default). */
export const WALLET_CURRENCY = 'USD';
