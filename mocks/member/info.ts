import { PROFILE_WIRE_NAMES } from '../../contracts/member';
import type { MemberInfoValue } from '../../contracts/shared/entities';
import type { MemberRecord } from './collections';
import { lockedFieldsOf } from './profile-lock';

/** A colour per VIP rank, as the back office paints its club labels. */
const LABEL_COLORS = ['#9ca3af', '#b45309', '#94a3b8', '#eab308', '#38bdf8', '#a855f7'];

/**
 * WIRE.md §6.1 S5 masks the bound number by its last four digits ("01336710020" → "0133671****").
 */
export function maskedMobile(mobile: string | undefined): string | null {
  if (!mobile) return null;
  return mobile.length > 4 ? `${mobile.slice(0, -4)}****` : '****';
}

const epochMs = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/**
 * One stored member as S5 answers it: WIRE.md's fields (`type` as a numeric string, as the
 * platform sends it; `lastLogin` and `regDate` in epoch ms; the number masked; the VIP label as
 * `clubLabel`), then the fields our screens need beyond them, named as §7.2 names them. Never a
 * hash, a counter or the unmasked number.
 */
export function toMemberInfo(member: MemberRecord): MemberInfoValue {
  const level = member.vipRankLevel;
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: String(member.type),
    lastLogin: epochMs(member.lastLoginAt),
    // WIRE.md records the field but not its shape: ours names the upline's account, or null.
    toUpline: member.upline,
    regDate: epochMs(member.createdAt),
    mobile: maskedMobile(member.mobileNum),
    clubLabel: member.hasVip
      ? { labelId: String(level + 1), labelName: member.vipLabelName, color: LABEL_COLORS[Math.min(level, LABEL_COLORS.length - 1)] ?? null, type: 'AUTO', rankLevel: level }
      : null,
    memberLabel: [],
    countryDialingCode: member.countryDialingCode ?? null,
    mobileVerified: member.mobileVerified ?? false,
    hasPaymentPassword: member.hasPaymentPassword,
    mail: member.email ?? null,
    payeename: member.fullName ?? null,
    birthday: member.birthday ?? null,
    address: member.address ?? null,
    nationality: member.nationality ?? null,
    occupation: member.occupation ?? null,
    sourceOfIncome: member.sourceOfIncome ?? null,
    placeOfBirth: member.placeOfBirth ?? null,
    natureOfWork: member.natureOfWork ?? null,
    employerName: member.employerName ?? null,
    permanentAddress: member.permanentAddress ?? null,
    zalo: member.zalo ?? null,
    lockedFields: lockedFieldsOf(member.account).map((field) => PROFILE_WIRE_NAMES[field]),
  };
}
