import { contract } from '../../contracts';
import type { KycProgress } from '../../contracts/kyc';
import type { SecurityConfigValue } from '../../contracts/shared/entities';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { isTrial, requireMember, requireRealMember } from '../engine/auth';
import { isoNow, now } from '../engine/clock';
import { implement } from '../engine/implement';
import { exclusive } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { members } from '../member/collections';
import { deliverMessage } from '../messages/deliver';
import { isNationalityKey } from '../system/nationalities';
import { isOldEnough, parseBirthday } from './age';
import { kycRecords, type KycRecord } from './collections';
import { checkUploadImage, imageInfo } from './images';
import { applyKycProfile } from './profile';

/** One section per member: a check of the record's state and the write it allows must not interleave with another request's. */
const kycKey = (account: string) => `kyc:${account}`;

function recordOf(account: string): KycRecord | undefined {
  return kycRecords.findFirst((q) => q.where({ account }));
}

/** WIRE.md §6.1 S14: `info.idVerification.{enabled, isComplete, status}`. */
export function securityConfigOf(account: string): SecurityConfigValue {
  const record = recordOf(account);
  const status = record?.status ?? 'N';
  return { info: { idVerification: { enabled: record?.enabled ?? false, isComplete: status === 'Y', status } } };
}

function progressOf(record: KycRecord): KycProgress {
  return {
    status: record.status,
    personalInfoSaved: record.personalInfo !== null,
    imagesUploaded: record.images !== null,
    updateTime: record.updateTime,
  };
}

/** Verified or under review: nothing may change until the back office decides. */
function requireEditable(record: KycRecord | undefined): void {
  if (record?.status === 'Y') throw refuse(ERROR_CODES.INVALID_STATE, 'Your identity is already verified', 409);
  if (record?.status === 'P') throw refuse(ERROR_CODES.INVALID_STATE, 'Your documents are under review', 409);
}

async function saveRecord(account: string, patch: Partial<KycRecord>): Promise<KycRecord> {
  const updateTime = isoNow();
  if (!recordOf(account)) {
    await kycRecords.create({
      account, enabled: true, status: 'N', personalInfo: null, images: null, submittedAt: null, updateTime, ...patch,
    });
  } else {
    await kycRecords.update((q) => q.where({ account }), {
      data(draft) {
        Object.assign(draft, patch, { updateTime });
      },
    });
  }
  return recordOf(account)!;
}

export const kycImpl = implement(contract.kyc, {
  securityConfig: (_input, ctx) => {
    const member = requireMember(ctx);
    if (isTrial(member)) return ok({ info: { idVerification: { enabled: false, isComplete: false, status: 'N' } } });
    return ok(securityConfigOf(member.account));
  },
  savePersonalInfo: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([kycKey(member.account)], async () => {
      requireEditable(recordOf(member.account));
      const birthday = parseBirthday(body.birthday);
      if (!birthday) throw refuse(ERROR_CODES.UNDER_21, 'body.birthday: not a valid date', 400);
      if (birthday.getTime() > now()) throw refuse(ERROR_CODES.UNDER_21, 'body.birthday: lies in the future', 400);
      if (!isOldEnough(birthday, new Date(now()))) throw refuse(ERROR_CODES.UNDER_21, 'You must be at least 21 years old', 400);
      if (!isNationalityKey(body.nationality)) {
        throw refuse(ERROR_CODES.VALIDATION, `body.nationality: unknown nationality ${body.nationality}`, 400);
      }
      const record = await saveRecord(member.account, { personalInfo: { ...body } });
      // The verified facts also become the member's profile.
      await members.update((q) => q.where({ account: member.account }), {
        data(draft) {
          applyKycProfile(draft, body);
        },
      });
      return ok(progressOf(record));
    });
  },
  uploadIdImage: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([kycKey(member.account)], async () => {
      const current = recordOf(member.account);
      requireEditable(current);
      if (!current?.personalInfo) {
        throw refuse(ERROR_CODES.INVALID_STATE, 'Save your personal information first', 409);
      }
      // Each image is checked by its bytes (JPEG or PNG, SPEC §5's 5 MB; issue 31), and only what it is is kept.
      // WIRE.md §8 Q6: the back and the selfie may be missing (SPEC's client sends all three).
      const checked = (dataUrl: string | undefined, field: string) => (dataUrl === undefined ? null : imageInfo(checkUploadImage(dataUrl, field)));
      const images = {
        idCardFront: imageInfo(checkUploadImage(body.idCardFront, 'idCardFront')),
        idCardBack: checked(body.idCardBack, 'idCardBack'),
        idCardSelfie: checked(body.idCardSelfie, 'idCardSelfie'),
      };
      const submittedAt = isoNow();
      const record = await saveRecord(member.account, { images, status: 'P', submittedAt });
      await deliverMessage(
        member.account,
        'Identity documents received',
        '<p>We received your ID images and will review them within 24 hours.</p>',
        'personal',
        submittedAt,
      );
      return ok(progressOf(record), 'upload_success');
    });
  },
});
