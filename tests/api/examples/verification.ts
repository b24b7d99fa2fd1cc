import { contract } from '../../../contracts';
import { lastSmsCode } from '../../../mocks/verification/sms';
import { callRoute } from '../../../src/lib/api';
import type { Examples } from './types';

export const verificationExamples = {
  smsNoLogin: { persona: 'guest', args: { body: { mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'login' } } },
  smsRegister: { persona: 'guest', args: { body: { mobileNo: '9998887776', countryDialingCode: '+63' } } },
  firebaseVerify: {
    persona: 'guest',
    flags: { firebaseSms: true },
    args: async () => {
      await callRoute(contract.verification.smsRegister, { body: { mobileNo: '9998887775', countryDialingCode: '+63' } });
      return { body: { countryDialingCode: '+63', mobileNum: '9998887775', verificationCode: lastSmsCode('9998887775') ?? '' } };
    },
  },
  captcha: { persona: 'guest', args: {} },
} satisfies Examples<'verification'>;
