import type { KycPersonalInfo } from '../../contracts/shared/entities';
import { daysAgo, fakerFor } from '../engine/fake';
import { SEED_ACCOUNTS } from '../member/accounts';
import { kycRecords } from './collections';
import { members } from '../member/collections';
import { applyKycProfile } from './profile';

/**
 * KYC per seeded account: `approved` accounts are verified (Y), `pending`
 * (kycpending01) must still verify (enabled, status N), `none` has no
 * verification asked. Members without a record are treated as `none`.
 */
export async function seed(): Promise<void> {
  const faker = fakerFor('kyc');
  for (const [index, account] of SEED_ACCOUNTS.entries()) {
    const state = account.kyc ?? 'none';
    if (state === 'approved') {
      const city = faker.helpers.arrayElement(['Quezon City', 'Makati', 'Pasig', 'Cebu City', 'Davao City', 'Taguig']);
      const address = `${faker.number.int({ min: 1, max: 999 })} ${faker.location.street()}, ${city}`;
      const personalInfo: KycPersonalInfo = {
        idType: faker.number.int({ min: 1, max: 13 }),
        payeename: faker.person.fullName(),
        birthday: faker.date.birthdate({ mode: 'age', min: 23, max: 60 }).toISOString().slice(0, 10),
        address,
        permanentAddress: address,
        placeOfBirth: city,
        nationality: 'PHILIPPINES',
        sourceOfIncome: faker.number.int({ min: 1, max: 2 }),
        occupation: faker.number.int({ min: 3, max: 21 }),
        employerName: faker.company.name(),
      };
      const jpeg = () => ({ mimeType: 'image/jpeg', bytes: faker.number.int({ min: 180_000, max: 2_400_000 }) });
      await kycRecords.create({
        account: account.username,
        enabled: true,
        status: 'Y',
        personalInfo,
        images: { idCardFront: jpeg(), idCardBack: jpeg(), idCardSelfie: jpeg() },
        submittedAt: daysAgo(200 - index * 10),
        updateTime: daysAgo(199 - index * 10),
      });
      await members.update((q) => q.where({ account: account.username }), { data: (draft) => applyKycProfile(draft, personalInfo) });
    } else if (state === 'pending') {
      await kycRecords.create({
        account: account.username, enabled: true, status: 'N', personalInfo: null, images: null,
        submittedAt: null, updateTime: daysAgo(3),
      });
    }
  }
}
