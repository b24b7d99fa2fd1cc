import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { FEEDBACK_MAX_CHARS, WALLET_ACCOUNT_TYPE_IDS, WITHDRAW_CONFIRMATIONS, WITHDRAW_GROUP_ID } from './shared/constants';
import { ack, respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { codeText, imageDataUrl, money, nameText, UPLOAD_BODY_LIMIT } from './shared/limits';
import { observed, ours } from './shared/meta';
import { requestId } from './shared/paging';
import { numberish, reportPage, reportPageQuery, reportTimeQuery } from './shared/report-paging';

const c = initContract();

/**
 * The wallet is single (W2 `isSingle`): game vendors draw on the MAIN wallet directly. The
 * transferFund screen therefore moves money between MAIN and the member's SAFE_BOX, a locked savings
 * pocket that games cannot touch. On the wire each is an account type (W1 `accountTypeId`, W3's
 * from/to): WALLET_ACCOUNT_TYPE_IDS in constants.ts (MAIN 2 as observed, SAFE_BOX ours).
 */
export const WALLET_CODES = ['MAIN', 'SAFE_BOX'] as const;
export type WalletCode = (typeof WALLET_CODES)[number];

/** The wallet code of an account type id, or null for an account this front end does not show (a vendor wallet). */
export function walletCodeOf(accountTypeId: number): WalletCode | null {
  return WALLET_CODES.find((code) => WALLET_ACCOUNT_TYPE_IDS[code] === accountTypeId) ?? null;
}

/** W1 `balance[]`: one account of the member. Read leniently: ids and amounts may come as numeric strings. */
export const walletAccountSchema = z.object({
  accountTypeId: numberish,
  accountName: z.string().nullable().optional(),
  displayName: z.string().nullable().optional(),
  availBalance: numberish,
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

/**
 * W1 `GET /wps/v2/wallets/balance` (WIRE.md §6.3). Observed: `sumBalance: 0.25, currency: "BDT",
 * currencySymbol: "৳"`, the main account `availBalance: 0.25`. Every field may be missing from some
 * answer: the select gives the defaults ("$" when no symbol is sent, SPEC §3).
 */
export const walletBalanceSchema = z.object({
  sumBalance: numberish.nullable().optional(),
  currency: z.string().nullable().optional(),
  currencySymbol: z.string().nullable().optional(),
  balance: z.array(walletAccountSchema).nullable().optional(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** W2: whether the merchant runs one wallet. Seen as a boolean; "Y"/"N", 1/0 and their strings are read too. */
export const merchantWalletSchema = z.object({
  isSingle: z.union([z.boolean(), z.string().max(8), z.number()]).nullable().optional(),
});

/** W3's body: exactly WIRE.md's three fields. */
export const walletTransferBodySchema = z
  .object({ fromAccountTypeId: z.number().int(), toAccountTypeId: z.number().int(), amount: money })
  .refine((body) => body.fromAccountTypeId !== body.toAccountTypeId, { path: ['toAccountTypeId'], message: 'from and to must differ' });

export const DEPOSIT_CHANNEL_TYPES = ['BANK', 'EWALLET', 'CRYPTO'] as const;
/** INSTANT channels credit at once; MANUAL ones after a back-office check (a short delay in the simulation). */
export const DEPOSIT_APPROVALS = ['INSTANT', 'MANUAL'] as const;

/**
 * Which of the platform's deposit relays (WIRE.md §7.3) a channel is paid through: a QR image
 * (`MCSFE_depositByQRImageUrl`), a virtual wallet such as crypto (`MCSFE_depositVirtualWallet`), or
 * a manual bank transfer to a named account (`MCSFE_manualTransferByAccountName`). The fourth relay,
 * `MCSFE_depositByLaunchUrl` (a payment page opened in a window), has no channel here.
 */
export const DEPOSIT_METHODS = ['QR_IMAGE', 'VIRTUAL_WALLET', 'MANUAL_TRANSFER'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/**
 * One deposit channel of `MCSFE_getDepositSettings` (ours: the platform's settings answer is recorded
 * only as `allowDeposit` and `totalDepositSuccessCount`). Its ids are the deposit relays' own request
 * fields, so a deposit sends them back as they came: `vendorId`, `bankCode`, `bankType`, `mcsBankCode`.
 */
export const depositChannelSchema = z.object({
  vendorId: z.number().int(),
  name: z.string(),
  bankType: z.enum(DEPOSIT_CHANNEL_TYPES),
  bankCode: z.string(),
  mcsBankCode: z.string(),
  depositMethod: z.enum(DEPOSIT_METHODS),
  /** Bank or provider name: BDO, GCash, Maya, USDT ... */
  provider: z.string(),
  iconUrl: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Fee as a fraction of the amount (0.015 = 1.5 %), deducted from the credited amount. */
  feeRate: z.number().min(0),
  approval: z.enum(DEPOSIT_APPROVALS),
  /** Typical minutes until the deposit is credited (0 for instant). */
  processingMinutes: z.number().int(),
  /** Quick-pick amounts the screen offers. */
  presetAmounts: z.array(z.number()),
  enabled: z.boolean(),
  instructions: z.string(),
});
export type DepositChannelSetting = z.infer<typeof depositChannelSchema>;

/**
 * `MCSFE_getDepositSettings` (WIRE.md §7.3: `allowDeposit: "Y"`, `totalDepositSuccessCount`), with our
 * channels and the symbol their limits are in.
 */
export const depositSettingsSchema = z.object({
  allowDeposit: z.string().nullable().optional(),
  totalDepositSuccessCount: numberish.nullable().optional(),
  currencySymbol: z.string().nullable().optional(),
  channels: z.array(depositChannelSchema).nullable().optional(),
});

/**
 * The body of every deposit relay (WIRE.md §7.3): the channel's ids as the settings gave them, the
 * member's own username as `targetUsername`, and `promotionId` when a deposit promotion is taken.
 * `requestId` is ours (a repeated submit must not open two orders); a platform ignores it.
 */
export const depositBodySchema = z.object({
  targetUsername: nameText.min(1),
  amount: money,
  bankCode: codeText.min(1),
  bankType: z.enum(DEPOSIT_CHANNEL_TYPES),
  vendorId: z.number().int(),
  mcsBankCode: codeText.min(1),
  promotionId: z.number().int().optional(),
  showQrImageOnly: z.boolean().optional(),
  requestId,
});
export type DepositBody = z.infer<typeof depositBodySchema>;

/** Where the member sends the money for a deposit order. */
export const depositPayToSchema = z.object({
  method: z.enum(DEPOSIT_CHANNEL_TYPES),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNo: z.string().nullable(),
  /** Local QR image for e-wallets. */
  qrCodeUrl: z.string().nullable(),
  /** Crypto only. */
  address: z.string().nullable(),
  network: z.string().nullable(),
});

/**
 * PENDING until credited (APPROVED) or REJECTED by the back office; an order
 * nobody marked paid before its expireTime becomes EXPIRED.
 */
export const DEPOSIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
/** Minutes a MANUAL deposit order waits for the member's payment before it expires. */
export const DEPOSIT_ORDER_TTL_MINUTES = 30;

export const depositOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  channelType: z.enum(DEPOSIT_CHANNEL_TYPES),
  approval: z.enum(DEPOSIT_APPROVALS),
  amount: z.number(),
  fee: z.number(),
  /** What the wallet is (or will be) credited: amount - fee. */
  creditedAmount: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  payTo: depositPayToSchema,
  remark: z.string(),
  createTime: isoDateTime,
  updateTime: isoDateTime,
  /** An unpaid PENDING order expires then (the screen counts down to it). */
  expireTime: isoDateTime,
  /** When the member said it paid (markDepositPaid); instant orders are paid at creation. */
  paidTime: isoDateTime.nullable(),
  /** When the back office picked the paid order up for review. */
  reviewTime: isoDateTime.nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const bankAccountSchema = z.object({
  id: z.number().int(),
  type: z.enum(['BANK', 'EWALLET']),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked, e.g. ****4821. */
  accountNo: z.string(),
  isDefault: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const turnoverSchema = z.object({
  /** Valid bet needed since the last withdrawal (deposits x1 + bonuses x3). */
  required: z.number(),
  completed: z.number(),
  remaining: z.number(),
  met: z.boolean(),
});

/**
 * `MCSFE_getWithdrawSettings` (WIRE.md §7.3: `groupId=0` answers `minimumAmount: 100,
 * maximumAmount: 50000`, read leniently), with the rest of the withdraw form's figures, which are ours.
 */
export const withdrawSettingsSchema = z.object({
  minimumAmount: numberish,
  maximumAmount: numberish,
  balance: z.number(),
  /**
   * Withdrawable now: the balance less lockedByTurnover, capped by the per-transaction and remaining
   * daily limits (0 once the daily count is used). The server refuses any withdrawal above it.
   */
  available: z.number(),
  currencySymbol: z.string(),
  dailyCountLimit: z.number().int(),
  dailyAmountLimit: z.number(),
  usedCountToday: z.number().int(),
  usedAmountToday: z.number(),
  feeRate: z.number(),
  /** Valid bet still owed since the last withdrawal; what is owed is held back from `available`. */
  turnover: turnoverSchema,
  bankCards: z.array(bankAccountSchema),
  hasPaymentPassword: z.boolean(),
  /** SPEC §4: an unconfirmed paid withdrawal counts as received after this many minutes. */
  autoReceiveMinutes: z.number().int(),
  /** The part of the balance held back until the turnover is met: min(balance, turnover.remaining). */
  lockedByTurnover: z.number(),
  /** The KYC name once ID verification is done: every payout account must be in this name. */
  holderName: z.string().nullable(),
  /** Banks and e-wallets a payout account may be added for. */
  payoutProviders: z.array(z.object({ type: z.enum(['BANK', 'EWALLET']), name: z.string() })),
  /** Payout accounts a member may keep. */
  maxBankAccounts: z.number().int(),
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;

/** PENDING review, PAID out (then the member confirms receipt), REJECTED (amount refunded). */
export const WITHDRAW_STATUSES = ['PENDING', 'PAID', 'REJECTED'] as const;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: z.number(),
  fee: z.number(),
  /** What reaches the bank account: amount - fee. */
  actualAmount: z.number(),
  bankAccount: bankAccountSchema,
  status: z.enum(WITHDRAW_STATUSES),
  /** SPEC §4 confirmation state; null while PENDING or awaiting the member's confirmation. */
  confirmation: z.enum(WITHDRAW_CONFIRMATIONS).nullable(),
  /** True when the receipt was assumed after the auto-receive minutes. */
  autoConfirmed: z.boolean(),
  /** For PARTIALLY_RECEIVED: what the member says arrived. */
  receivedAmount: z.number().nullable(),
  hasProof: z.boolean(),
  /** False once auto-received or confirmed received: no refund can be claimed. */
  refundable: z.boolean(),
  remark: z.string(),
  createTime: isoDateTime,
  /** When the payment desk picked it up for review. */
  reviewTime: isoDateTime.nullable(),
  /** When it was rejected (the amount refunded through the ledger). */
  rejectTime: isoDateTime.nullable(),
  paidTime: isoDateTime.nullable(),
  /** When a PAID withdrawal without confirmation becomes RECEIVED on its own. */
  confirmDeadline: isoDateTime.nullable(),
  confirmTime: isoDateTime.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** N11's body: the fields are not recorded, so these are ours. */
export const withdrawConfirmBodySchema = z
  .object({
    withdrawId: z.number().int(),
    state: z.enum(WITHDRAW_CONFIRMATIONS),
    receivedAmount: money.optional(),
    /** data:image/png|jpeg;base64,... — required for NOT_RECEIVED. */
    proofImage: imageDataUrl.optional(),
    remark: z.string().max(FEEDBACK_MAX_CHARS).optional(),
  })
  .superRefine((body, issues) => {
    if (body.state === 'NOT_RECEIVED' && !body.proofImage) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ['proofImage'], message: 'A proof image is required when not received' });
    }
    if (body.state === 'PARTIALLY_RECEIVED' && body.receivedAmount === undefined) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ['receivedAmount'], message: 'Say how much was received' });
    }
  });

export const uplineTransferSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  upline: z.string(),
  remark: z.string(),
  /** The member's MAIN balance after the transfer. */
  balance: z.number(),
  createTime: isoDateTime,
});
export type UplineTransfer = z.infer<typeof uplineTransferSchema>;

export const uplineTransferInfoSchema = z.object({
  /** Null when the member has no upline: the screen disables the form. */
  upline: z.string().nullable(),
  uplineNickname: z.string().nullable(),
  balance: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  hasPaymentPassword: z.boolean(),
  recent: z.array(uplineTransferSchema),
});

/** One MAIN <-> SAFE_BOX move of the member (the wallet page's recent transfers). */
export const safeBoxMoveSchema = z.object({
  id: z.number().int(),
  /** W3's account type ids (WALLET_ACCOUNT_TYPE_IDS). */
  fromAccountTypeId: z.number().int(),
  toAccountTypeId: z.number().int(),
  amount: z.number(),
  /** MAIN balance after the move. */
  balanceAfter: z.number(),
  createTime: isoDateTime,
});
export type SafeBoxMove = z.infer<typeof safeBoxMoveSchema>;

export const addBankAccountBodySchema = z.object({
  type: z.enum(['BANK', 'EWALLET']),
  bankName: nameText.min(1),
  accountName: nameText.min(1),
  /** Bank account number or e-wallet mobile number: digits, 8 to 20 of them (spaces allowed). */
  accountNo: z.string().max(32).regex(/^[0-9 ]+$/).refine((text) => {
    const digits = text.replace(/ /g, '').length;
    return digits >= 8 && digits <= 20;
  }, 'must hold 8 to 20 digits'),
  isDefault: z.boolean().optional(),
});


/** The withdrawal relay's body (WIRE.md §7.2 `withdraw`): BC a bank card, EW an e-wallet, VM virtual money. */
export const WITHDRAW_TYPES = ['BC', 'EW', 'VM'] as const;
export type WithdrawType = (typeof WITHDRAW_TYPES)[number];

export const withdrawBodySchema = z.object({
  amount: money,
  bankCardId: z.number().int(),
  /** The payment password: the call is encrypted and password-checked. */
  password: nameText.min(1),
  /** The client adds it (spec-calls.ts): our one payout group. */
  groupId: z.number().int().default(WITHDRAW_GROUP_ID),
  currentWithdrawType: z.enum(WITHDRAW_TYPES),
  /** VM only: the amount in the virtual currency. */
  virtualAmount: money.optional(),
  requestId,
});

const byBankCard = z.object({ bankCardId: z.number().int() });
const depositResponses = respond(depositOrderSchema);
const reportQuery = { ...reportPageQuery, ...reportTimeQuery };

export const walletContract = c.router({
  getBalance: {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    responses: respond(walletBalanceSchema),
    metadata: observed('W1', { token: true, module: 'COMM3' }),
    summary: 'The member\'s accounts (main wallet 2, safe box) with their sum and the currency symbol',
  },
  merchantWallet: {
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    responses: respond(merchantWalletSchema),
    metadata: observed('W2', { token: true, module: 'COMM3', silent: true }),
    summary: 'Whether the merchant runs a single wallet (the wallet page reads it; callers test success)',
  },
  transfer: {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    body: walletTransferBodySchema,
    responses: respond(ack),
    metadata: observed('W3', { token: true, module: 'FUNDTRANS3' }),
    summary: 'Move money between two of the member\'s accounts (transferFund: main wallet and safe box)',
  },
  transfers: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTransferHistory',
    query: z.object({ ...reportPageQuery }),
    responses: respond(reportPage(safeBoxMoveSchema)),
    metadata: ours({ token: true }),
    summary: 'Transfer history: the member\'s moves between its accounts, newest first',
  },
  depositChannels: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositSettings',
    responses: respond(depositSettingsSchema),
    metadata: ours({ token: true }),
    summary: 'Deposit settings: allowDeposit, the successful deposits so far, and the channels with limits and fees',
  },
  depositByQrImage: {
    method: 'POST',
    path: '/wps/relay/MCSFE_depositByQRImageUrl',
    body: depositBodySchema,
    responses: depositResponses,
    metadata: ours({ token: true }),
    summary: 'Deposit through a QR channel (e-wallets): an order with the QR to pay',
  },
  depositVirtualWallet: {
    method: 'POST',
    path: '/wps/relay/MCSFE_depositVirtualWallet',
    body: depositBodySchema,
    responses: depositResponses,
    metadata: ours({ token: true }),
    summary: 'Deposit through a virtual wallet (crypto): an order with the address to pay',
  },
  manualTransfer: {
    method: 'POST',
    path: '/wps/relay/MCSFE_manualTransferByAccountName',
    body: depositBodySchema,
    responses: depositResponses,
    metadata: ours({ token: true }),
    summary: 'Deposit by bank transfer to a named account: an order credited after the back office checks it',
  },
  depositOrder: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositOrder',
    query: z.object({ depositId: z.coerce.number().int() }),
    responses: depositResponses,
    metadata: ours({ token: true }),
    summary: 'One deposit order with its live state (the order page polls it)',
  },
  markDepositPaid: {
    method: 'POST',
    path: '/wps/relay/MCSFE_initiateReminder',
    body: z.object({ depositId: z.number().int(), payerReference: z.string().max(64).optional() }),
    responses: depositResponses,
    metadata: ours({ token: true }),
    summary: 'The member says it paid a PENDING order (the platform\'s reminder): the back office starts its review',
  },
  depositRecords: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getDepositRecords',
    query: z.object({ ...reportQuery, status: z.enum(DEPOSIT_STATUSES).optional() }),
    responses: respond(reportPage(depositOrderSchema)),
    metadata: ours({ token: true }),
    summary: 'Deposit orders, newest first',
  },
  withdrawInfo: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    query: z.object({ groupId: z.coerce.number().int().default(WITHDRAW_GROUP_ID) }),
    responses: respond(withdrawSettingsSchema),
    metadata: ours({ token: true }),
    summary: 'Withdraw settings: limits, payout accounts, turnover, the amount withdrawable now',
  },
  addBankAccount: {
    method: 'POST',
    path: '/wps/relay/MCSFE_addBankCard',
    body: addBankAccountBodySchema,
    responses: respond(z.array(bankAccountSchema)),
    // WIRE.md §7.1: the platform encrypts its bank-card binding.
    metadata: ours({ token: true, encrypted: true }),
    summary: 'Bind a payout bank account or e-wallet (holder must be the KYC name once verified)',
  },
  setDefaultBankAccount: {
    method: 'POST',
    path: '/wps/relay/MCSFE_setDefaultBankCard',
    body: byBankCard,
    responses: respond(z.array(bankAccountSchema)),
    metadata: ours({ token: true }),
    summary: 'Make one payout account the default',
  },
  removeBankAccount: {
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeBankCard',
    body: byBankCard,
    responses: respond(z.array(bankAccountSchema)),
    metadata: ours({ token: true }),
    summary: 'Unbind a payout account (the next one becomes the default)',
  },
  withdraw: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_withdraw',
    body: withdrawBodySchema,
    responses: respond(withdrawalSchema),
    metadata: ours({ token: true, encrypted: true }),
    summary: 'Withdraw to a payout account (payment password; debits at once, refunded if rejected)',
  },
  withdrawRecords: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWithdrawRecords',
    query: z.object({ ...reportQuery, status: z.enum(WITHDRAW_STATUSES).optional() }),
    responses: respond(reportPage(withdrawalSchema)),
    metadata: ours({ token: true }),
    summary: 'Withdrawals with their confirmation state (SPEC §4), newest first',
  },
  cancelWithdraw: {
    method: 'POST',
    path: '/wps/relay/MCSFE_cancelWithdraw',
    body: z.object({ withdrawId: z.number().int() }),
    responses: respond(withdrawalSchema),
    metadata: ours({ token: true }),
    summary: 'Cancel a withdrawal the payment desk has not picked up yet (refunded through the ledger)',
  },
  confirmWithdraw: {
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    body: withdrawConfirmBodySchema,
    responses: respond(withdrawalSchema),
    metadata: observed('N11', { token: true, bodyLimit: UPLOAD_BODY_LIMIT }),
    summary: 'Confirm receipt of a paid withdrawal: received, not received (proof), partially or all received',
  },
  uplineTransferInfo: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getUplineTransferInfo',
    responses: respond(uplineTransferInfoSchema),
    metadata: ours({ token: true }),
    summary: 'The transferUpline form: upline, balance, limits, recent transfers',
  },
  transferToUpline: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_uplineTransfer',
    // Named after the agent centre's known `agentDownlineTransfer {transferAmount, password, remark}` (WIRE.md §7.2).
    body: z.object({
      transferAmount: money,
      password: nameText.min(1),
      remark: z.string().max(FEEDBACK_MAX_CHARS).optional(),
      requestId,
    }),
    responses: respond(uplineTransferSchema),
    metadata: ours({ token: true, encrypted: true }),
    summary: "Transfer from the member's wallet to its upline (payment password)",
  },
});
