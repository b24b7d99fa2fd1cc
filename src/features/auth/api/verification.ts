import { callRoute, contract, useRouteMutation, useRouteQuery } from '../../../lib/api';
import { humanCheckFields, type HumanCheckResult } from '../humanCheck/humanCheck';

/**
 * The captcha image (GET /wps/captcha) as a query: a captcha is spent once
 * shown, so nothing is kept between mounts and `refetch` draws another.
 */
export function useCaptcha({ enabled = true }: { enabled?: boolean } = {}) {
  return useRouteQuery(contract.verification.captcha, undefined, { enabled, staleTime: 0, gcTime: 0 });
}

export type SmsPurpose = 'login' | 'reset' | 'register';

export interface SmsCodeInput {
  countryDialingCode: string;
  mobileNum: string;
  /** The slide check's result, for every purpose but SMS login. */
  check: HumanCheckResult | null;
}

/** Marks when the request left, so the countdown can take off half the round trip. */
const sentAt = () => ({ sentAt: performance.now() });

/** Sends the SMS code by the route of its purpose: registration has its own. */
export function useSendSmsCode(purpose: SmsPurpose) {
  const human = (check: HumanCheckResult | null) => (check ? humanCheckFields(check) : {});
  // The no-login route knows two purposes; registration never reaches it.
  const noLoginPurpose: 'login' | 'reset' = purpose === 'reset' ? 'reset' : 'login';
  const forRegister = useRouteMutation(contract.verification.smsRegister, {
    exclusive: true,
    onMutate: sentAt,
    toArgs: ({ countryDialingCode, mobileNum, check }: SmsCodeInput) => ({ body: { countryDialingCode, mobileNo: mobileNum, ...human(check) } }),
  });
  const forOthers = useRouteMutation(contract.verification.smsNoLogin, {
    exclusive: true,
    onMutate: sentAt,
    toArgs: ({ countryDialingCode, mobileNum, check }: SmsCodeInput) => ({
      body: { countryDialingCode, mobileNum, purpose: noLoginPurpose, ...human(check) },
    }),
  });
  return purpose === 'register' ? forRegister : forOthers;
}

/** A fresh, single-use human-check challenge: the slide's answer is signed against it (SPEC §4 registration, SMS send). */
export async function issueHumanCheck(): Promise<string> {
  const { randstr } = await callRoute(contract.verification.humanCheck, {});
  return randstr;
}
