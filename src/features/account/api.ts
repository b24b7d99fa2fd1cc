import { useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '../../../contracts/shared/entities';
import { contract, routeQueryOptions, useRouteMutation, useRouteQuery } from '../../lib/api';
import { memberInfoQuery } from '../session';
import type { ProfileForm } from './rules/profile';
import type { MobileForm, PaymentPasswordForm } from './rules/security';

const STATIC_MS = 10 * 60_000;

/** The signed-in member as My account shows it: the one member-info query of the session. */
export function useProfile() {
  return useQuery(memberInfoQuery());
}

/** Avatars a member may choose (system.icons). */
export function useAvatarIcons() {
  return useRouteQuery(contract.system.icons, undefined, { staleTime: STATIC_MS });
}

/** Nationality keys and names, for the nationality picker (the same list as the KYC form). */
export function useNationalities() {
  return useRouteQuery(contract.system.nationalities, undefined, { staleTime: Infinity });
}

/** ID verification state (KYC status of the security list). */
export function useSecurityConfig() {
  return useRouteQuery(contract.kyc.securityConfig);
}

/** The avatar URL: the icon route the header also reads, so a new choice shows in both at once. */
export function useAvatar(fallback: string): string {
  const icon = useRouteQuery(contract.member.getIcon, undefined, { staleTime: 5 * 60_000 });
  return icon.data?.avatarUrl ?? fallback;
}

/** The last logins with IP and time. */
export function useLoginHistory() {
  return useRouteQuery(contract.member.loginHistory);
}

/**
 * member.setInfo with only the changed fields; the answer is the new member
 * info, written straight into the session's query so the header and the
 * page show it at once.
 */
export function useSaveProfile() {
  return useRouteMutation(contract.member.setInfo, {
    exclusive: true,
    toArgs: (body: Partial<ProfileForm>) => ({ body }),
    onSuccess: (info: MemberInfo, _input, _result, { client }) => {
      client.setQueryData(memberInfoQuery().queryKey, info);
    },
  });
}

/** member.setIcon: the header avatar reads member.getIcon, which takes the answer at once. */
export function useSetAvatar() {
  return useRouteMutation(contract.member.setIcon, {
    exclusive: true,
    toArgs: (iconId: string) => ({ body: { iconId } }),
    invalidates: [contract.member.getInfo],
    onSuccess: (icon, _input, _result, { client }) => {
      client.setQueryData(routeQueryOptions(contract.member.getIcon).queryKey, icon);
    },
  });
}

/** First set, or change with the old payment password; hasPaymentPassword comes with member info. */
export function useSetPaymentPassword() {
  return useRouteMutation(contract.member.setPaymentPassword, {
    exclusive: true,
    toArgs: ({ oldPaymentPassword, newPaymentPassword, confirmPaymentPassword }: PaymentPasswordForm) => ({
      body: { ...(oldPaymentPassword ? { oldPaymentPassword } : {}), newPaymentPassword, confirmPaymentPassword },
    }),
    invalidates: [contract.member.getInfo],
  });
}

/** Reset with the SMS code sent to the bound mobile. */
export function useResetPaymentPassword() {
  return useRouteMutation(contract.member.resetPaymentPassword, {
    exclusive: true,
    toArgs: ({ verificationCode, newPaymentPassword, confirmPaymentPassword }: PaymentPasswordForm) => ({
      body: { verificationCode, newPaymentPassword, confirmPaymentPassword },
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

/** Binds and verifies a mobile number; the answer is the new member info. */
export function useBindMobile() {
  return useRouteMutation(contract.member.bindMobile, {
    exclusive: true,
    toArgs: (body: MobileForm) => ({ body }),
    onSuccess: (info, _input, _result, { client }) => {
      client.setQueryData(memberInfoQuery().queryKey, info);
    },
  });
}
