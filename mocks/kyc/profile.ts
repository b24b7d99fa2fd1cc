import { NATURES_OF_WORK } from '../../contracts/shared/constants';
import type { KycPersonalInfo } from '../../contracts/shared/entities';
import type { MemberRecord } from '../member/collections';

/** The verified facts of KYC step 1 become the member's profile (SPEC §3 other profile fields). */
export function applyKycProfile(draft: MemberRecord, info: KycPersonalInfo): void {
  draft.fullName = info.payeename;
  draft.payeeName ??= info.payeename;
  draft.birthday = info.birthday;
  draft.address = info.address;
  draft.permanentAddress = info.permanentAddress;
  draft.placeOfBirth = info.placeOfBirth;
  draft.nationality = info.nationality;
  draft.sourceOfIncome = String(info.sourceOfIncome);
  draft.occupation = String(info.occupation);
  draft.natureOfWork = NATURES_OF_WORK[info.occupation as keyof typeof NATURES_OF_WORK];
  draft.employerName = info.employerName;
}
