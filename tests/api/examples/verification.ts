import { contract } from '@contracts';
import { lastSmsCode } from '@mocks/verification/sms';
import { callRoute } from '@/lib/api';
import { humanCheck, slide } from '../../support/human';
import type { Examples } from './types';

export const verificationExamples = {
  smsNoLogin: { persona: 'guest', args: { body: { mobileNum: '9171234567', countryDialingCode: '+63' } } },
  smsRegister: { persona: 'guest', args: async () => ({ body: { countryDialingCode: '+63', mobileNo: '9998887776', ...(await humanCheck()) } }) },
  firebaseVerify: {
    persona: 'guest',
    flags: { firebaseSms: true },
    args: async () => {
      await callRoute(contract.verification.smsRegister, { body: { mobileNo: '9998887775', countryDialingCode: '+63', ...(await humanCheck()) } });
      return { body: { countryDialingCode: '+63', mobileNum: '9998887775', verificationCode: lastSmsCode('9998887775') ?? '' } };
    },
  },
  smsMember: { persona: 'player01', args: { body: { purpose: 'paymentReset' } } },
  humanCheck: { persona: 'guest', args: {} },
  humanCheckAnswer: { persona: 'guest', args: async () => ({ body: await slide() }) },
  captcha: { persona: 'guest', args: {} },
} satisfies Examples<'verification'>;
