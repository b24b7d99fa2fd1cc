import { SMS_DEFAULT_EXPIRED_MINUTES } from '@contracts/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { callRoute, contract, routeQueryOptions, useRouteMutation } from '@/lib/api';
import { humanCheckFields, type HumanCheckResult, type SlideMeasures } from '../rules/humanCheck';

const PNG_DATA_URL = 'data:image/png;base64,';

/**
 * WIRE.md §6.2 Y5 and §8 Q19: the captcha comes as a bare Base64 PNG; the image source is
 * `data:image/png;base64,<value>`, and a value that already starts with `data:` is used as it is.
 */
export function captchaSrc(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('data:') ? trimmed : `${PNG_DATA_URL}${trimmed}`;
}

/**
 * The captcha image (Y5) as a query: a captcha is spent once shown, so nothing is kept between
 * mounts and `refetch` draws another. `data` is the image source.
 */
export function useCaptcha({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...routeQueryOptions(contract.verification.captcha), enabled, staleTime: 0, gcTime: 0, select: captchaSrc });
}

/**
 * WIRE.md §6.1 S12/S13 `value.expiredMinutes`, which may come as a number or a string, or not at
 * all: SPEC §9's default of 1 minute then.
 */
export function expiredMinutesOf(value: { expiredMinutes?: number | string | null } | null | undefined): number {
  const minutes = Number(value?.expiredMinutes);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : SMS_DEFAULT_EXPIRED_MINUTES;
}

/**
 * What the code is for. SMS login, the login verification by SMS and the reset by phone all use
 * S12 (WIRE.md names no purpose on it): the reset runs the human check first, the logins do not
 * (SPEC §4). Registration has its own call (S13).
 */
export type SmsPurpose = 'login' | 'reset' | 'register';

export interface SmsCodeInput {
  countryDialingCode: string;
  mobileNum: string;
  /** The slide check's result, for every purpose but the logins. */
  check: HumanCheckResult | null;
}

/** Marks when the request left, so the countdown can take off half the round trip. */
const sentAt = () => ({ sentAt: performance.now() });

/** Sends the SMS code by the route of its purpose: registration has its own (note `mobileNo` there). */
export function useSendSmsCode(purpose: SmsPurpose) {
  const human = (check: HumanCheckResult | null) => (check ? humanCheckFields(check) : {});
  const forRegister = useRouteMutation(contract.verification.smsRegister, {
    exclusive: true,
    onMutate: sentAt,
    toArgs: ({ countryDialingCode, mobileNum, check }: SmsCodeInput) => ({ body: { countryDialingCode, mobileNo: mobileNum, ...human(check) } }),
  });
  const forOthers = useRouteMutation(contract.verification.smsNoLogin, {
    exclusive: true,
    onMutate: sentAt,
    toArgs: ({ countryDialingCode, mobileNum, check }: SmsCodeInput) => ({ body: { mobileNum, countryDialingCode, ...human(check) } }),
  });
  return purpose === 'register' ? forRegister : forOthers;
}

/**
 * A fresh, single-use human-check challenge (WIRE.md §6.2 Y6, the Geetest init): its `challenge` is
 * what the provider's answer is for (SPEC §4 registration, SMS send).
 */
export async function issueHumanCheck(): Promise<string> {
  const { challenge } = await callRoute(contract.verification.humanCheck, {});
  return challenge;
}

/**
 * The widget's own step with the human-check provider: what the slide measured goes to it, and its
 * signed answer comes back (the client signs nothing: only the provider holds the secret). With the
 * platform's Geetest, its widget takes this step with Geetest's servers.
 */
export async function answerHumanCheck(challenge: string, measures: SlideMeasures): Promise<HumanCheckResult> {
  const { validate } = await callRoute(contract.verification.humanCheckAnswer, {
    body: { challenge, durationMs: Math.round(measures.durationMs), moves: measures.moves },
  });
  return { ticket: validate, randstr: challenge };
}
