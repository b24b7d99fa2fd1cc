import type { RegistrationBody } from '@contracts/member';
import type { HumanCheckResult } from '../../rules/humanCheck';
import type { AffiliatePlan } from './affiliate';
import { OPTIONAL_FIELDS, type RegisterTab, type RegisterValues } from './registerSchema';

export interface PayloadInput {
  tab: RegisterTab;
  values: RegisterValues;
  affiliate: AffiliatePlan;
  humanCheck: HumanCheckResult;
  firebaseIdToken?: string;
  /** Where the player registered: `domain` is the host, `registerUrl` the full address. */
  location: { hostname: string; href: string };
}

const present = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/** The account a registration creates: on the mobile tab the mobile number is the username (SPEC §4 step 5). */
export function registeredCredentials(tab: RegisterTab, values: RegisterValues): { username: string; password?: string } {
  const username = tab === 'mobile' ? present(values.mobileNum) : present(values.username);
  return { username: username ?? '', password: present(values.password) };
}

/**
 * SPEC §3 registration payload. On the mobile tab the mobile number is also
 * the username (SPEC §4 step 5); `login: true` asks the server for a session;
 * empty optional fields are left out rather than sent as "".
 */
export function registrationBody({ tab, values, affiliate, humanCheck, firebaseIdToken, location }: PayloadInput): RegistrationBody {
  const optional = Object.fromEntries(
    OPTIONAL_FIELDS.filter((field) => field !== 'affiliateCode').map((field) => [field, present(values[field])]),
  );
  const mobile = tab === 'mobile';
  const body: RegistrationBody = {
    ...optional,
    ...registeredCredentials(tab, values),
    confirmPassword: mobile ? undefined : present(values.confirmPassword),
    mobileNum: mobile ? present(values.mobileNum) : undefined,
    countryDialingCode: mobile ? values.countryDialingCode : undefined,
    verificationCode: mobile ? present(values.verificationCode) : undefined,
    affiliateCode: affiliate.affiliateCode,
    referralCode: affiliate.referralCode,
    domain: location.hostname,
    registerUrl: location.href,
    registerMethod: 'WEB',
    login: true,
    declaration: values.declaration,
    humanCheckTicket: humanCheck.ticket,
    humanCheckRandstr: humanCheck.randstr,
    ...(firebaseIdToken ? { firebaseChannel: 'sms' as const, firebaseIdToken } : {}),
  };
  // Drop the keys left undefined so the encrypted JSON carries only what was given.
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as RegistrationBody;
}
