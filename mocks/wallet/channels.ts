import type { DepositChannelSetting, DepositMethod } from '../../contracts/wallet';

/** A paid MANUAL deposit is picked up for review this long after the member marks it paid. */
export const DEPOSIT_REVIEW_AFTER_MS = 15_000;
/** A MANUAL bank deposit is credited this long after the member marks it paid (the simulated back-office check). */
export const BANK_APPROVAL_MS = 60_000;
/** A MANUAL crypto deposit waits for confirmations this long after it is marked paid. */
export const CRYPTO_APPROVAL_MS = 120_000;

/** Deposit channels of the Philippine market: banks, e-wallets and crypto. */
export const DEPOSIT_CHANNELS: readonly DepositChannelSetting[] = [
  {
    vendorId: 1, name: 'GCash', bankType: 'EWALLET', bankCode: 'GCASH', mcsBankCode: 'PH_GCASH', depositMethod: 'QR_IMAGE', provider: 'GCash', iconUrl: '/mock-assets/payment/gcash.svg',
    minAmount: 100, maxAmount: 50_000, feeRate: 0.015, approval: 'INSTANT', processingMinutes: 0,
    presetAmounts: [100, 300, 500, 1000, 3000, 5000], enabled: true,
    instructions: 'Scan the QR code with the GCash app and pay the exact amount. Your wallet is credited at once.',
  },
  {
    vendorId: 2, name: 'Maya', bankType: 'EWALLET', bankCode: 'MAYA', mcsBankCode: 'PH_MAYA', depositMethod: 'QR_IMAGE', provider: 'Maya', iconUrl: '/mock-assets/payment/maya.svg',
    minAmount: 100, maxAmount: 50_000, feeRate: 0.015, approval: 'INSTANT', processingMinutes: 0,
    presetAmounts: [100, 300, 500, 1000, 3000, 5000], enabled: true,
    instructions: 'Scan the QR code with the Maya app and pay the exact amount. Your wallet is credited at once.',
  },
  {
    vendorId: 3, name: 'BDO Bank Transfer', bankType: 'BANK', bankCode: 'BDO', mcsBankCode: 'PH_BDO', depositMethod: 'MANUAL_TRANSFER', provider: 'BDO Unibank', iconUrl: '/mock-assets/payment/bdo.svg',
    minAmount: 500, maxAmount: 200_000, feeRate: 0, approval: 'MANUAL', processingMinutes: 1,
    presetAmounts: [500, 1000, 5000, 10_000, 50_000], enabled: true,
    instructions: 'Transfer to the account below and keep your reference number. Credited after the bank confirms.',
  },
  {
    vendorId: 4, name: 'BPI Bank Transfer', bankType: 'BANK', bankCode: 'BPI', mcsBankCode: 'PH_BPI', depositMethod: 'MANUAL_TRANSFER', provider: 'BPI', iconUrl: '/mock-assets/payment/bpi.svg',
    minAmount: 500, maxAmount: 200_000, feeRate: 0, approval: 'MANUAL', processingMinutes: 1,
    presetAmounts: [500, 1000, 5000, 10_000, 50_000], enabled: true,
    instructions: 'Transfer to the account below and keep your reference number. Credited after the bank confirms.',
  },
  {
    vendorId: 5, name: 'USDT (TRC20)', bankType: 'CRYPTO', bankCode: 'USDT', mcsBankCode: 'USDT_TRC20', depositMethod: 'VIRTUAL_WALLET', provider: 'USDT', iconUrl: '/mock-assets/payment/usdt.svg',
    minAmount: 1000, maxAmount: 500_000, feeRate: 0, approval: 'MANUAL', processingMinutes: 2,
    presetAmounts: [1000, 5000, 10_000, 50_000], enabled: true,
    instructions: 'Send USDT on the TRC20 network only to the address below. Credited after network confirmations.',
  },
  {
    vendorId: 6, name: 'Coins.ph', bankType: 'EWALLET', bankCode: 'COINSPH', mcsBankCode: 'PH_COINSPH', depositMethod: 'QR_IMAGE', provider: 'Coins.ph', iconUrl: '/mock-assets/payment/coinsph.svg',
    minAmount: 200, maxAmount: 30_000, feeRate: 0.02, approval: 'INSTANT', processingMinutes: 0,
    presetAmounts: [200, 500, 1000, 5000], enabled: false,
    instructions: 'Temporarily unavailable.',
  },
];

export function channelById(vendorId: number): DepositChannelSetting | undefined {
  return DEPOSIT_CHANNELS.find((channel) => channel.vendorId === vendorId);
}

/** The deposit relay each route key serves: a channel sent to another relay is refused. */
export const DEPOSIT_METHOD_OF_ROUTE: Record<string, DepositMethod> = {
  'wallet.depositByQrImage': 'QR_IMAGE',
  'wallet.depositVirtualWallet': 'VIRTUAL_WALLET',
  'wallet.manualTransfer': 'MANUAL_TRANSFER',
};

/** Where the member pays for an order of this channel. */
export function payToFor(channel: DepositChannelSetting, orderNo: string) {
  const none = { bankName: null, accountName: null, accountNo: null, qrCodeUrl: null, address: null, network: null };
  if (channel.bankType === 'BANK') {
    return { ...none, method: channel.bankType, bankName: channel.provider, accountName: 'Lucky Star Gaming Corp.', accountNo: channel.vendorId === 3 ? '0048 2210 7731' : '3129 0045 8812' };
  }
  if (channel.bankType === 'CRYPTO') {
    return { ...none, method: channel.bankType, address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', network: 'TRC20' };
  }
  return { ...none, method: channel.bankType, qrCodeUrl: `/mock-assets/qr/${channel.provider.toLowerCase()}-${orderNo}.svg` };
}
