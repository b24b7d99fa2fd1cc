/** The fee a channel keeps and what the wallet is credited, as the server computes them (cents rounded). */
export function depositSplit(amount: number, feeRate: number): { fee: number; credited: number } {
  const fee = Math.round(amount * feeRate * 100) / 100;
  return { fee, credited: Math.round((amount - fee) * 100) / 100 };
}

/** Time left until `deadline`, never negative, for a countdown. */
export function timeLeft(deadline: string, now: number): { totalSeconds: number; minutes: number; seconds: number; over: boolean } {
  const totalSeconds = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
  return { totalSeconds, minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60, over: totalSeconds === 0 };
}

/** "04:59" */
export function formatClock({ minutes, seconds }: { minutes: number; seconds: number }): string {
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** The pay-to details as one text block for "copy all", one "label: value" line each, empty values left out. */
export function payToText(lines: ReadonlyArray<{ label: string; value: string | null }>): string {
  return lines
    .filter((line): line is { label: string; value: string } => Boolean(line.value))
    .map((line) => `${line.label}: ${line.value}`)
    .join('\n');
}

/**
 * What the pay-to QR code carries, drawn locally: the account (or wallet
 * address), the exact amount and the order reference, so a scanning wallet
 * app fills in all three and the credit is matched to this order.
 */
export function paymentPayload(order: { channelName: string; amount: number; orderNo: string; payTo: { accountNo?: string | null; address?: string | null } }): string {
  const account = order.payTo.accountNo ?? order.payTo.address ?? '';
  return `${order.channelName}|${account}|${order.amount.toFixed(2)}|${order.orderNo}`;
}
