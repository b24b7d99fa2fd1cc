import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { FEEDBACK_MAX_CHARS, WITHDRAW_CONFIRMATIONS } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { imageDataUrl, money, nameText } from './shared/limits';
import { meta } from './shared/meta';
import { dateRangeQuery, pageQuery, pagedList, requestId } from './shared/paging';

const c = initContract();

/**
 * The wallet is single (isSingle true): game vendors draw on the MAIN wallet
 * directly. The transferFund screen therefore moves money between MAIN and
 * the member's SAFE_BOX, a locked savings pocket that games cannot touch.
 */
export const WALLET_CODES = ['MAIN', 'SAFE_BOX'] as const;
export type WalletCode = (typeof WALLET_CODES)[number];

export const subWalletSchema = z.object({
  code: z.enum(WALLET_CODES),
  name: z.string(),
  balance: z.number(),
});
export type SubWallet = z.infer<typeof subWalletSchema>;

export const walletBalanceSchema = z.object({
  /** The MAIN wallet balance, the one the header shows (2 decimals). */
  balance: z.number(),
  currencySymbol: z.string(),
  isSingle: z.boolean(),
  /** Points-mall balance, when the member has a points account. */
  points: z.number().optional(),
  /** MAIN plus the SAFE_BOX, for the transferFund screen. */
  wallets: z.array(subWalletSchema),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const walletTransferSchema = z.object({
  transferId: z.number().int(),
  from: z.enum(WALLET_CODES),
  to: z.enum(WALLET_CODES),
  amount: z.number(),
  /** MAIN balance after the transfer. */
  balance: z.number(),
  wallets: z.array(subWalletSchema),
  createTime: isoDateTime,
});
export type WalletTransfer = z.infer<typeof walletTransferSchema>;

export const DEPOSIT_CHANNEL_TYPES = ['BANK', 'EWALLET', 'CRYPTO'] as const;
/** INSTANT channels credit at once; MANUAL ones after a back-office check (a short delay in the simulation). */
export const DEPOSIT_APPROVALS = ['INSTANT', 'MANUAL'] as const;

export const depositChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
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
export type DepositChannel = z.infer<typeof depositChannelSchema>;

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

export const withdrawInfoSchema = z.object({
  balance: z.number(),
  /**
   * Withdrawable now: the balance less lockedByTurnover, capped by the per-transaction and remaining
   * daily limits (0 once the daily count is used). The server refuses any withdrawal above it.
   */
  available: z.number(),
  currencySymbol: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyCountLimit: z.number().int(),
  dailyAmountLimit: z.number(),
  usedCountToday: z.number().int(),
  usedAmountToday: z.number(),
  feeRate: z.number(),
  /** Valid bet still owed since the last withdrawal; what is owed is held back from `available`. */
  turnover: turnoverSchema,
  bankAccounts: z.array(bankAccountSchema),
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
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

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

export const withdrawConfirmBodySchema = z
  .object({
    id: z.number().int(),
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
  from: z.enum(WALLET_CODES),
  to: z.enum(WALLET_CODES),
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

const recordsQuery = z.object({ ...pageQuery, ...dateRangeQuery });
const byId = z.object({ id: z.number().int() });

export const walletContract = c.router({
  getBalance: {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    responses: respond(walletBalanceSchema),
    metadata: meta({ token: true, source: 'spec' }),
    summary: 'Wallet balance (single wallet), safe box and points',
  },
  transfer: {
    method: 'POST',
    path: '/wps/relay/wallet/transfer',
    body: z
      .object({ from: z.enum(WALLET_CODES), to: z.enum(WALLET_CODES), amount: money, requestId })
      .refine((body) => body.from !== body.to, { path: ['to'], message: 'from and to must differ' }),
    responses: respond(walletTransferSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Move money between the MAIN wallet and the SAFE_BOX (transferFund)',
  },
  transfers: {
    method: 'GET',
    path: '/wps/relay/wallet/transfers',
    query: z.object({ ...pageQuery }),
    responses: respond(pagedList(safeBoxMoveSchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Recent MAIN <-> SAFE_BOX moves of the member, newest first',
  },
  depositChannels: {
    method: 'GET',
    path: '/wps/deposit/channels',
    responses: respond(z.object({ list: z.array(depositChannelSchema), currencySymbol: z.string() })),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Deposit channels (bank, e-wallets, crypto) with limits and fees',
  },
  deposit: {
    method: 'POST',
    path: '/wps/deposit',
    body: z.object({
      channelId: z.number().int(),
      amount: money,
      requestId,
      /** Sender's reference (bank slip number, e-wallet reference), optional. */
      payerReference: z.string().max(64).optional(),
    }),
    responses: respond(depositOrderSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Create a deposit order (instant channels credit at once, manual ones shortly after)',
  },
  depositOrder: {
    method: 'GET',
    path: '/wps/deposit/order',
    query: z.object({ id: z.coerce.number().int() }),
    responses: respond(depositOrderSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'One deposit order with its live state (the order page polls it)',
  },
  markDepositPaid: {
    method: 'POST',
    path: '/wps/deposit/paid',
    body: byId.extend({ payerReference: z.string().max(64).optional() }),
    responses: respond(depositOrderSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'The member says it paid a PENDING order: the back office starts its review',
  },
  depositRecords: {
    method: 'GET',
    path: '/wps/deposit/records',
    query: recordsQuery.extend({ status: z.enum(DEPOSIT_STATUSES).optional() }),
    responses: respond(pagedList(depositOrderSchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Deposit orders, newest first',
  },
  withdrawInfo: {
    method: 'GET',
    path: '/wps/withdraw/info',
    responses: respond(withdrawInfoSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Withdraw form data: bank accounts, limits, turnover, available amount',
  },
  addBankAccount: {
    method: 'POST',
    path: '/wps/withdraw/bankAccounts',
    body: addBankAccountBodySchema,
    responses: respond(z.array(bankAccountSchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Bind a payout bank account or e-wallet (holder must be the KYC name once verified)',
  },
  setDefaultBankAccount: {
    method: 'POST',
    path: '/wps/withdraw/bankAccounts/default',
    body: byId,
    responses: respond(z.array(bankAccountSchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Make one payout account the default',
  },
  removeBankAccount: {
    method: 'DELETE',
    path: '/wps/withdraw/bankAccounts',
    body: byId,
    responses: respond(z.array(bankAccountSchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Unbind a payout account (the next one becomes the default)',
  },
  withdraw: {
    method: 'POST',
    path: '/wps/withdraw',
    body: z.object({
      amount: money,
      bankAccountId: z.number().int(),
      paymentPassword: nameText.min(1),
      requestId,
    }),
    responses: respond(withdrawalSchema),
    metadata: meta({ token: true, encrypted: true, source: 'ours' }),
    summary: 'Withdraw to a bank account (payment password; debits at once, refunded if rejected)',
  },
  withdrawRecords: {
    method: 'GET',
    path: '/wps/withdraw/records',
    query: recordsQuery.extend({ status: z.enum(WITHDRAW_STATUSES).optional() }),
    responses: respond(pagedList(withdrawalSchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Withdrawals with their confirmation state (SPEC §4), newest first',
  },
  cancelWithdraw: {
    method: 'POST',
    path: '/wps/withdraw/cancel',
    body: byId,
    responses: respond(withdrawalSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Cancel a withdrawal the payment desk has not picked up yet (refunded through the ledger)',
  },
  confirmWithdraw: {
    method: 'POST',
    path: '/wps/withdraw/confirm',
    body: withdrawConfirmBodySchema,
    responses: respond(withdrawalSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Confirm receipt of a paid withdrawal: received, not received (proof), partially or all received',
  },
  uplineTransferInfo: {
    method: 'GET',
    path: '/wps/transfer/upline/info',
    responses: respond(uplineTransferInfoSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'The transferUpline form: upline, balance, limits, recent transfers',
  },
  transferToUpline: {
    method: 'POST',
    path: '/wps/transfer/upline',
    body: z.object({
      amount: money,
      paymentPassword: nameText.min(1),
      requestId,
      remark: z.string().max(FEEDBACK_MAX_CHARS).optional(),
    }),
    responses: respond(uplineTransferSchema),
    metadata: meta({ token: true, encrypted: true, source: 'ours' }),
    summary: "Transfer from the member's wallet to its upline (payment password)",
  },
});
