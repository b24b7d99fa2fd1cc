/** Zod-free: the profile's names on the screens and on the wire, read by the member centre's lazy code and the contracts. */

/**
 * The profile fields of My account as the screens name them (SPEC §3 "other profile fields"), in
 * the order My account shows them.
 */
export const PROFILE_FIELDS = [
  'nickname', 'fullName', 'birthday', 'nationality', 'placeOfBirth', 'address', 'permanentAddress',
  'occupation', 'natureOfWork', 'sourceOfIncome', 'employerName', 'zalo', 'email',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * WIRE.md §7.2 `updateMemberInfo` names for those fields, used by S6 and the optional fields of S5:
 * the real name is `payeename`, the mailbox `mail`. natureOfWork and employerName have no §7.2
 * name and stay ours.
 */
export const PROFILE_WIRE_NAMES = {
  nickname: 'nickname',
  fullName: 'payeename',
  birthday: 'birthday',
  nationality: 'nationality',
  placeOfBirth: 'placeOfBirth',
  address: 'address',
  permanentAddress: 'permanentAddress',
  occupation: 'occupation',
  natureOfWork: 'natureOfWork',
  sourceOfIncome: 'sourceOfIncome',
  employerName: 'employerName',
  zalo: 'zalo',
  email: 'mail',
} as const satisfies Record<ProfileField, string>;
export type ProfileWireField = (typeof PROFILE_WIRE_NAMES)[ProfileField];

/** WIRE.md §7.2 changeIcon's `avatarType`: "CUSTOM", the one kind §7.2 knows. */
export const AVATAR_TYPE_CUSTOM = 'CUSTOM';
