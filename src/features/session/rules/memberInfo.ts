import { PROFILE_WIRE_NAMES, type ProfileField } from '@contracts/shared/profile-fields';
import type { MemberInfo, MemberInfoValue } from '@contracts/shared/entities';
import { toFlag } from '@contracts/shared/wire-numbers';

const text = (value: string | null | undefined): string => (typeof value === 'string' ? value : '');

/** A number the platform may send as a string ("1"); anything else is `fallback`. */
function toNumber(value: string | number | null | undefined, fallback: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : fallback;
}

/** Epoch ms (a number or a numeric string) as an ISO time, or null. */
function isoOf(value: string | number | null | undefined): string | null {
  const ms = toNumber(value, Number.NaN);
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : null;
}

const SCREEN_OF_WIRE = Object.fromEntries(Object.entries(PROFILE_WIRE_NAMES).map(([screen, wire]) => [wire, screen])) as Record<string, ProfileField>;

/**
 * S5's answer as every screen reads it (pure: tests feed WIRE.md's example through it). `type`
 * becomes a number, the dates ISO times, `clubLabel` the VIP label (none without a label name), and
 * every field a server may leave out gets its default.
 */
export function selectMemberInfo(value: MemberInfoValue): MemberInfo {
  const label = value.clubLabel;
  const labelName = text(label?.labelName);
  const clubLabel = label && labelName
    ? { labelId: label.labelId === null || label.labelId === undefined ? '' : String(label.labelId), labelName, color: text(label.color), type: text(label.type), rankLevel: toNumber(label.rankLevel, 0) }
    : null;
  return {
    id: String(value.id),
    account: value.account,
    nickname: text(value.nickname) || value.account,
    type: toNumber(value.type, 0),
    clubLabel,
    hasVip: clubLabel !== null,
    vipLabelName: clubLabel?.labelName ?? '',
    vipRankLevel: clubLabel?.rankLevel ?? 0,
    vipBenefits: clubLabel?.type === 'AUTO',
    mobile: text(value.mobile),
    countryDialingCode: text(value.countryDialingCode),
    mobileVerified: toFlag(value.mobileVerified),
    hasPaymentPassword: toFlag(value.hasPaymentPassword),
    email: text(value.mail),
    fullName: text(value.payeename),
    birthday: text(value.birthday),
    address: text(value.address),
    nationality: text(value.nationality),
    occupation: text(value.occupation),
    sourceOfIncome: text(value.sourceOfIncome),
    placeOfBirth: text(value.placeOfBirth),
    natureOfWork: text(value.natureOfWork),
    employerName: text(value.employerName),
    permanentAddress: text(value.permanentAddress),
    zalo: text(value.zalo),
    registeredAt: isoOf(value.regDate),
    lastLoginAt: isoOf(value.lastLogin),
    upline: typeof value.toUpline === 'string' && value.toUpline ? value.toUpline : null,
    lockedFields: (value.lockedFields ?? []).map((field) => SCREEN_OF_WIRE[field] ?? field),
  };
}
