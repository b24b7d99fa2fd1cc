import { ERROR_CODES } from '../../contracts/shared/errors';
import { isoNow } from './clock';
import { refuse, type Refusal } from './refusal';

/**
 * The WIRE.md §4.4 error codes QA can make any route answer (scenario `faults`, `<route key>:<errorCode>` in the URL),
 * each with the details the platform sends beside it, so every client behaviour can be seen.
 */
const DETAILS: Record<string, () => unknown> = {
  [ERROR_CODES.VENDOR_MAINTENANCE]: () => {
    const start = Date.parse(isoNow());
    // `YYYY-MM-DD HH:mm:ss` in local time, as the platform writes its times (the client reads them so: wireTimeIso).
    const pad = (value: number) => String(value).padStart(2, '0');
    const stamp = (at: number) => {
      const date = new Date(at);
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
    };
    return { content: { data: { maintainTime: stamp(start - 30 * 60_000), endTime: stamp(start + 90 * 60_000) } } };
  },
  [ERROR_CODES.LOGIN_VERIFICATION_REQUIRED]: () => ({ email: true, ga: true, sms: true, payeeName: true }),
  [ERROR_CODES.WITHDRAW_TURNOVER_NOT_ENOUGH]: () => ({ data: { requiredTurnover: 5000, actualTurnover: 1250 } }),
  [ERROR_CODES.WITHDRAW_DEPOSIT_NOT_REACHED]: () => ({ data: { requiredDepositAmount: 500, actualDepositAmount: 100 } }),
  [ERROR_CODES.MEMBER_INFORMATION_INCOMPLETE]: () => ({ data: ['required_nickname', 'required_mobile_no'] }),
  [ERROR_CODES.PROMOTION_REQUIREMENT]: () => ({ data: 'required.mobile_no_verified' }),
};

export const WIRE_FAULT_CODES = [
  ERROR_CODES.TOKEN_IP_DIFFERENT,
  ERROR_CODES.TOKEN_INVALID,
  ERROR_CODES.NOT_LOGGED_IN,
  ERROR_CODES.CUSTOMER_NOT_LOGIN,
  ERROR_CODES.LOGIN_VERIFICATION_REQUIRED,
  ERROR_CODES.BIND_CUSTOMER_REQUIRED,
  ERROR_CODES.TOO_MANY_REQUESTS,
  ERROR_CODES.MERCHANT_SETUP,
  ERROR_CODES.VENDOR_MAINTENANCE,
  ERROR_CODES.LAUNCH_BALANCE_NOT_ENOUGH,
  ERROR_CODES.DOMAIN_NOT_AVAILABLE,
  ERROR_CODES.PREVIOUS_GAME_NOT_FINISHED,
  ERROR_CODES.SYSTEM_BUSY,
  ERROR_CODES.FEATURE_DISABLED,
  ERROR_CODES.METHOD_NOT_SUPPORTED,
  ERROR_CODES.ENCRYPTION_REQUIRED,
  ERROR_CODES.VALIDATION,
  ERROR_CODES.HUMAN_CHECK_FAILED,
  ERROR_CODES.WITHDRAW_TURNOVER_NOT_ENOUGH,
  ERROR_CODES.WITHDRAW_DEPOSIT_NOT_REACHED,
  ERROR_CODES.PROMOTION_TURNOVER_NOT_ENOUGH,
  ERROR_CODES.MEMBER_INFORMATION_INCOMPLETE,
  ERROR_CODES.WRONG_PAYMENT_PASSWORD,
  ERROR_CODES.PAYMENT_PASSWORD_NOT_SET,
  ERROR_CODES.WITHDRAW_NOT_SUPPORTED,
  ERROR_CODES.PROMOTION_REQUIREMENT,
  ERROR_CODES.NO_MISSION_CLAIM,
] as const;
export type WireFaultCode = (typeof WIRE_FAULT_CODES)[number];

export function isWireFaultCode(code: string): code is WireFaultCode {
  return (WIRE_FAULT_CODES as readonly string[]).includes(code);
}

/** The refusal a route answers when QA set it to fail with this code. */
export function wireFault(code: WireFaultCode): Refusal {
  return refuse(code, undefined, 400, DETAILS[code]?.() ?? null);
}
