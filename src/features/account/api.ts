import { useQuery } from '@tanstack/react-query';
import { PROFILE_WIRE_NAMES, type ProfileField } from '@contracts/shared/profile-fields';
import type { ProfileBody } from '@contracts/member';
import { contract, routeQueryOptions, useRouteMutation, useRouteQuery } from '../../lib/api';
import { selectSecurityConfig } from '../compliance';
import { useMemberInfoQuery } from '../session';
import type { ProfileForm } from './rules/profile';
import type { MobileForm, PaymentPasswordForm } from './rules/security';
import { registerSmsMessageKeys } from '../../lib/api';

// This feature's screens send SMS codes: SPEC §8's SMS messages come with their code.
registerSmsMessageKeys();

const STATIC_MS = 10 * 60_000;

/** The signed-in member as My account shows it: the one member-info query of the session, in the screen shape. */
export function useProfile() {
  return useMemberInfoQuery();
}

/** Avatars a member may choose (system.icons). */
export function useAvatarIcons() {
  return useRouteQuery(contract.system.icons, undefined, { staleTime: STATIC_MS });
}

/** Nationality keys and names, for the nationality picker (the same list as the KYC form). */
export function useNationalities() {
  return useRouteQuery(contract.system.nationalities, undefined, { staleTime: Infinity });
}

/** ID verification state (S14; the KYC status of the security list), in the screen shape. */
export function useSecurityConfig() {
  return useQuery({ ...routeQueryOptions(contract.kyc.securityConfig), select: selectSecurityConfig });
}

/** The last logins with IP and time. */
export function useLoginHistory() {
  return useRouteQuery(contract.member.loginHistory);
}

/** The profile form's fields under S6's names (WIRE.md §7.2 updateMemberInfo: fullName is `payeename`, email `mail`). */
export function profileBody(changed: Partial<ProfileForm> & { email?: string }): ProfileBody {
  return Object.fromEntries(
    Object.entries(changed).map(([field, value]) => [PROFILE_WIRE_NAMES[field as ProfileField], value]),
  ) as ProfileBody;
}

/** The screen's name of a field S6 or S5 names the §7.2 way. */
export function screenField(wireField: string): string {
  return Object.entries(PROFILE_WIRE_NAMES).find(([, wire]) => wire === wireField)?.[0] ?? wireField;
}

/** member.setInfo (S6) with only the changed fields; it answers success, so the member info is read again. */
export function useSaveProfile() {
  return useRouteMutation(contract.member.setInfo, {
    exclusive: true,
    toArgs: (changed: Partial<ProfileForm>) => ({ body: profileBody(changed) }),
    invalidates: [contract.member.getInfo],
  });
}

/** The avatar choice (§7.2 changeIcon): the image of the icon chosen; the header's avatar reads it again. */
export function useSetAvatar() {
  return useRouteMutation(contract.member.setIcon, {
    exclusive: true,
    toArgs: (avatar: string) => ({ body: { avatar } }),
    invalidates: [contract.member.getAvatar],
  });
}

/** The first payment password (§7.2 setWithdrawPassword); hasPaymentPassword comes with member info. */
export function useSetPaymentPassword() {
  return useRouteMutation(contract.member.setPaymentPassword, {
    exclusive: true,
    toArgs: ({ newPaymentPassword, confirmPaymentPassword }: PaymentPasswordForm) => ({ body: { paymentPassword: newPaymentPassword, confirmPaymentPassword } }),
    invalidates: [contract.member.getInfo],
  });
}

/** A change with the current payment password (§7.2 changeWithdrawPassword). */
export function useChangePaymentPassword() {
  return useRouteMutation(contract.member.changePaymentPassword, {
    exclusive: true,
    toArgs: ({ oldPaymentPassword, newPaymentPassword, confirmPaymentPassword }: PaymentPasswordForm) => ({
      body: { oldPaymentPassword, paymentPassword: newPaymentPassword, confirmPaymentPassword },
    }),
    invalidates: [contract.member.getInfo],
  });
}

/** Reset with the SMS code sent to the bound mobile. */
export function useResetPaymentPassword() {
  return useRouteMutation(contract.member.resetPaymentPassword, {
    exclusive: true,
    toArgs: ({ verificationCode, newPaymentPassword, confirmPaymentPassword }: PaymentPasswordForm) => ({
      body: { verificationCode, paymentPassword: newPaymentPassword, confirmPaymentPassword },
    }),
    invalidates: [contract.member.getInfo],
  });
}

/** Marks when the request left, so the countdown can take off half the round trip. */
const sentAt = () => ({ sentAt: performance.now() });

/** An SMS code to the bound mobile (payment password reset) or to a number being bound. */
export function useSendMemberCode() {
  return useRouteMutation(contract.verification.smsMember, { exclusive: true, onMutate: sentAt });
}

/** Binds and verifies a mobile number; it answers success, so the member info is read again. */
export function useBindMobile() {
  return useRouteMutation(contract.member.bindMobile, {
    exclusive: true,
    toArgs: (body: MobileForm) => ({ body }),
    invalidates: [contract.member.getInfo],
  });
}
