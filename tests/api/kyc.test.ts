import { describe, expect, it } from 'vitest';
import { KYC_MODULE_ID, MAX_UPLOAD_BYTES } from '../../contracts/shared/constants';
import type { KycPersonalInfo } from '../../contracts/shared/entities';
import { isOldEnough, parseBirthday } from '../../mocks/kyc/age';
import { kycRecords } from '../../mocks/kyc/collections';
import { callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';
import { dataUrlOf, JPEG, PNG, pngBytes } from '../support/images';

useSimulatedBackend();

const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A yyyy-MM-dd `years` before today (UTC), shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const today = new Date();
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

function personalInfo(overrides: Partial<KycPersonalInfo> = {}): KycPersonalInfo {
  return {
    idType: 13,
    payeename: 'Juan Dela Cruz',
    birthday: yearsAgo(30),
    address: '12 Rizal Street, Makati',
    permanentAddress: '12 Rizal Street, Makati',
    placeOfBirth: 'Manila',
    nationality: 'PHILIPPINES',
    sourceOfIncome: 1,
    occupation: 6,
    employerName: 'Acme Manila Inc.',
    ...overrides,
  };
}

type Images = { idCardFront: string; idCardBack?: string; idCardSelfie?: string; moduleId: typeof KYC_MODULE_ID };
const images = (overrides: Partial<Images> = {}): Images => ({
  idCardFront: JPEG, idCardBack: PNG, idCardSelfie: JPEG, moduleId: KYC_MODULE_ID, ...overrides,
});

const asPending = () => loginAs('kycpending01', 'Kyc@12345');

/** WIRE.md §6.1 S14: the state sits at `info.idVerification`. */
const idVerification = async () => (await callRoute(contract.kyc.securityConfig)).info?.idVerification;

describe('kyc.securityConfig', () => {
  it('tells the pending account to verify and the approved one that it is done', async () => {
    await asPending();
    expect(await callRoute(contract.kyc.securityConfig)).toEqual({ info: { idVerification: { enabled: true, isComplete: false, status: 'N' } } });
    await loginAs('player01', 'Player@123');
    expect(await idVerification()).toEqual({ enabled: true, isComplete: true, status: 'Y' });
    await loginAs('newbie01', '123456');
    expect((await idVerification())?.enabled).toBe(false);
  });

  it('asks nothing of a trial account and refuses a guest', async () => {
    const guest = await refusal(callRoute(contract.kyc.securityConfig));
    expect(guest.status).toBe(401);
    expect(guest.errorCode).toBe('login.not.session');
    await asTrial();
    expect((await idVerification())?.enabled).toBe(false);
  });
});

describe('kyc.savePersonalInfo', () => {
  it('saves step 1 and copies the facts to the member profile', async () => {
    await asPending();
    const value = await callRoute(contract.kyc.savePersonalInfo, { body: personalInfo() });
    expect(value).toMatchObject({ status: 'N', personalInfoSaved: true, imagesUploaded: false });
    const info = await callRoute(contract.member.getInfo);
    expect(info).toMatchObject({
      payeename: 'Juan Dela Cruz', nationality: 'PHILIPPINES', occupation: '6', natureOfWork: 'Professionals',
      sourceOfIncome: '1', employerName: 'Acme Manila Inc.', birthday: yearsAgo(30),
    });
    // Saving again before the upload replaces the draft.
    const again = await callRoute(contract.kyc.savePersonalInfo, { body: personalInfo({ employerName: 'Globe Telecom' }) });
    expect(again.personalInfoSaved).toBe(true);
    expect(kycRecords.findFirst((q) => q.where({ account: 'kycpending01' }))?.personalInfo?.employerName).toBe('Globe Telecom');
  });

  it('accepts a birthday exactly 21 years ago and refuses one a day short (local_age_21)', async () => {
    await asPending();
    const short = await refusal(callRoute(contract.kyc.savePersonalInfo, { body: personalInfo({ birthday: yearsAgo(21, 1) }) }));
    expect(short.status).toBe(400);
    expect(short.errorCode).toBe('local_age_21');
    expect(short.messageKey).toBe('errors.under21');
    const value = await callRoute(contract.kyc.savePersonalInfo, { body: personalInfo({ birthday: yearsAgo(21) }) });
    expect(value.personalInfoSaved).toBe(true);
  });

  it('refuses a future or impossible birthday with local_age_21', async () => {
    await asPending();
    const future = await refusal(callRoute(contract.kyc.savePersonalInfo, { body: personalInfo({ birthday: yearsAgo(-1) }) }));
    expect(future.errorCode).toBe('local_age_21');
    const impossible = await refusal(callRoute(contract.kyc.savePersonalInfo, { body: personalInfo({ birthday: '1990-02-30' }) }));
    expect(impossible.errorCode).toBe('local_age_21');
    const format = await refusal(callRoute(contract.kyc.savePersonalInfo, { body: personalInfo({ birthday: '30-01-1990' }) }));
    expect(format.errorCode).toBe('request_param_err');
  });

  it('refuses an unknown nationality and out-of-range codes', async () => {
    await asPending();
    const nationality = await refusal(callRoute(contract.kyc.savePersonalInfo, { body: personalInfo({ nationality: 'ATLANTIS' }) }));
    expect(nationality.errorCode).toBe('request_param_err');
    expect(nationality.message).toContain('nationality');
    for (const bad of [{ idType: 14 }, { idType: 0 }, { sourceOfIncome: 3 }, { occupation: 2 }, { occupation: 22 }]) {
      const error = await refusal(callRoute(contract.kyc.savePersonalInfo, { body: personalInfo(bad) }));
      expect(error.errorCode, JSON.stringify(bad)).toBe('request_param_err');
    }
    expect(kycRecords.findFirst((q) => q.where({ account: 'kycpending01' }))?.personalInfo).toBeNull();
  });

  it('refuses an already verified member and a trial account', async () => {
    await loginAs('player01', 'Player@123');
    const verified = await refusal(callRoute(contract.kyc.savePersonalInfo, { body: personalInfo() }));
    expect(verified.status).toBe(400);
    expect(verified.errorCode).toBe('state_invalid');
    await asTrial();
    expect((await refusal(callRoute(contract.kyc.savePersonalInfo, { body: personalInfo() }))).errorCode).toBe('in_need_true_account');
  });
});

describe('kyc.uploadIdImage', () => {
  it('needs the personal info first', async () => {
    await asPending();
    const error = await refusal(callRoute(contract.kyc.uploadIdImage, { body: images() }));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('state_invalid');
  });

  it('takes the three images, sets status P and sends a message', async () => {
    await asPending();
    await callRoute(contract.kyc.savePersonalInfo, { body: personalInfo() });
    const unreadBefore = await callRoute(contract.messages.unreadCount);
    const value = await callRoute(contract.kyc.uploadIdImage, { body: images() });
    expect(value).toMatchObject({ status: 'P', personalInfoSaved: true, imagesUploaded: true });
    expect(await idVerification()).toEqual({ enabled: true, isComplete: false, status: 'P' });
    expect(await callRoute(contract.messages.unreadCount)).toBe(unreadBefore + 1);
    const record = kycRecords.findFirst((q) => q.where({ account: 'kycpending01' }));
    expect(record?.images?.idCardBack).toEqual({ mimeType: 'image/png', bytes: pngBytes().length });
    // Under review: neither step may be repeated.
    expect((await refusal(callRoute(contract.kyc.uploadIdImage, { body: images() }))).errorCode).toBe('state_invalid');
    expect((await refusal(callRoute(contract.kyc.savePersonalInfo, { body: personalInfo() }))).errorCode).toBe('state_invalid');
  });

  it('refuses a gif (activity_apply_remark_limit2) and an image over SPEC §5\'s 5 MB (activity_apply_remark_limit3)', async () => {
    await asPending();
    await callRoute(contract.kyc.savePersonalInfo, { body: personalInfo() });
    const gif = await refusal(callRoute(contract.kyc.uploadIdImage, { body: images({ idCardBack: GIF }) }));
    expect(gif.status).toBe(400);
    expect(gif.errorCode).toBe('activity_apply_remark_limit2');
    expect(gif.value).toEqual({ field: 'idCardBack' });
    const pdf = await refusal(callRoute(contract.kyc.uploadIdImage, { body: images({ idCardFront: 'data:application/pdf;base64,JVBERi0xLjQ=' }) }));
    expect(pdf.errorCode).toBe('activity_apply_remark_limit2');
    // 5,242,880 bytes is accepted; one byte more is not (WIRE.md §8 Q5's legacy 10 MB no longer holds: issue 31).
    const big = await refusal(callRoute(contract.kyc.uploadIdImage, { body: images({ idCardSelfie: dataUrlOf(pngBytes(2, 2, MAX_UPLOAD_BYTES + 1)) }) }));
    expect(big.errorCode).toBe('activity_apply_remark_limit3');
    expect(big.value).toEqual({ field: 'idCardSelfie', maxBytes: MAX_UPLOAD_BYTES });
    expect(kycRecords.findFirst((q) => q.where({ account: 'kycpending01' }))?.status).toBe('N');
    const value = await callRoute(contract.kyc.uploadIdImage, { body: images({ idCardSelfie: dataUrlOf(pngBytes(2, 2, MAX_UPLOAD_BYTES)) }) });
    expect(value.status).toBe('P');
  });

  it('requires the front and the module id, and refuses an empty image', async () => {
    await asPending();
    await callRoute(contract.kyc.savePersonalInfo, { body: personalInfo() });
    const empty = await refusal(callRoute(contract.kyc.uploadIdImage, { body: images({ idCardSelfie: '' }) }));
    expect(empty.errorCode).toBe('request_param_err');
    expect(empty.message).toContain('please_upload_selfie');
    const { idCardFront: _front, ...withoutFront } = images();
    const front = await refusal(callRoute(contract.kyc.uploadIdImage, { body: withoutFront as Images }));
    expect(front.message).toContain('please_upload_front');
    const module = await refusal(callRoute(contract.kyc.uploadIdImage, { body: { ...images(), moduleId: 'UPLOADID2' as typeof KYC_MODULE_ID } }));
    expect(module.message).toContain('body.moduleId');
  });

  it('takes the front alone: the back and the selfie are the client\'s rule (WIRE.md §8 Q6)', async () => {
    await asPending();
    await callRoute(contract.kyc.savePersonalInfo, { body: personalInfo() });
    const value = await callRoute(contract.kyc.uploadIdImage, { body: { idCardFront: JPEG, moduleId: KYC_MODULE_ID } });
    expect(value.status).toBe('P');
    expect(kycRecords.findFirst((q) => q.where({ account: 'kycpending01' }))?.images).toMatchObject({ idCardBack: null, idCardSelfie: null });
  });
});

describe('the KYC age rule', () => {
  it('parses only real calendar days and counts 21 years to the day', () => {
    expect(parseBirthday('2000-02-29')).not.toBeNull();
    expect(parseBirthday('2001-02-29')).toBeNull();
    const today = new Date(Date.UTC(2026, 10, 1));
    expect(isOldEnough(parseBirthday('2005-11-01')!, today)).toBe(true);
    expect(isOldEnough(parseBirthday('2005-11-02')!, today)).toBe(false);
    // A leap-day birthday comes of age on 1 March.
    expect(isOldEnough(parseBirthday('2004-02-29')!, new Date(Date.UTC(2025, 1, 28)))).toBe(false);
    expect(isOldEnough(parseBirthday('2004-02-29')!, new Date(Date.UTC(2025, 2, 1)))).toBe(true);
  });
});
