import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_IMAGES } from '../../contracts/shared/constants';
import { ACCEPT, IMAGE_SLOTS, imageFileProblem, missingImages } from '../../src/features/compliance/rules/upload';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('KYC image rules (SPEC §5, §8, §9)', () => {
  it('accepts jpeg, jpg and png whatever the case', () => {
    expect(imageFileProblem(file('front.jpg', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('front.JPEG', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('back.png', 'image/png'))).toBeNull();
    expect(imageFileProblem(file('selfie.jpg', 'image/jpg'))).toBeNull();
  });

  it('refuses other types with activity_apply_remark_limit2, by name or by type', () => {
    expect(imageFileProblem(file('front.gif', 'image/gif'))).toBe('kyc.activity_apply_remark_limit2');
    expect(imageFileProblem(file('id.pdf', 'application/pdf'))).toBe('kyc.activity_apply_remark_limit2');
    expect(imageFileProblem(file('disguised.png', 'text/plain'))).toBe('kyc.activity_apply_remark_limit2');
    expect(imageFileProblem(file('noextension', 'image/png'))).toBe('kyc.activity_apply_remark_limit2');
    expect(imageFileProblem(file('unknown.png', ''))).toBe('kyc.activity_apply_remark_limit2');
  });

  it('allows exactly 5242880 bytes and refuses one more with activity_apply_remark_limit3', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
    expect(imageFileProblem(file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES))).toBeNull();
    expect(imageFileProblem(file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).toBe('kyc.activity_apply_remark_limit3');
  });

  it('checks the type before the size', () => {
    expect(imageFileProblem(file('big.gif', 'image/gif', MAX_UPLOAD_BYTES + 1))).toBe('kyc.activity_apply_remark_limit2');
  });

  it('has one slot per image: never more than 3', () => {
    expect(IMAGE_SLOTS).toHaveLength(MAX_UPLOAD_IMAGES);
    expect(ACCEPT).toContain('image/png');
  });

  it('names each missing image with its own message, in order', () => {
    expect(missingImages({})).toEqual([
      { slot: 'idCardFront', key: 'kyc.please_upload_front' },
      { slot: 'idCardBack', key: 'kyc.please_upload_back' },
      { slot: 'idCardSelfie', key: 'kyc.please_upload_selfie' },
    ]);
    expect(missingImages({ idCardFront: 'x', idCardSelfie: 'y' }).map((item) => item.key)).toEqual(['kyc.please_upload_back']);
    expect(missingImages({ idCardFront: 'x', idCardBack: 'y', idCardSelfie: 'z' })).toEqual([]);
  });
});
