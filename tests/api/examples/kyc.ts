import { KYC_MODULE_ID } from '@contracts/shared/constants';
import type { KycPersonalInfo } from '@contracts/shared/entities';
import { callRoute, contract } from '@/lib/api';
import { JPEG } from '../../support/images';
import type { Examples } from './types';


const personalInfo: KycPersonalInfo = {
  idType: 1,
  payeename: 'Maria Santos',
  birthday: '1990-05-14',
  address: '45 Ayala Avenue, Makati',
  permanentAddress: '45 Ayala Avenue, Makati',
  placeOfBirth: 'Quezon City',
  nationality: 'PHILIPPINES',
  sourceOfIncome: 2,
  occupation: 15,
  employerName: 'Santos Trading',
};

export const kycExamples = {
  securityConfig: { persona: 'kycpending01', args: {} },
  savePersonalInfo: { persona: 'kycpending01', args: { body: personalInfo } },
  uploadIdImage: {
    persona: 'kycpending01',
    args: async () => {
      await callRoute(contract.kyc.savePersonalInfo, { body: personalInfo });
      return { body: { idCardFront: JPEG, idCardBack: JPEG, idCardSelfie: JPEG, moduleId: KYC_MODULE_ID } };
    },
  },
} satisfies Examples<'kyc'>;
