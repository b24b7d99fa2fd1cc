import type { Examples } from './types';

export const verificationExamples = {
  smsNoLogin: { persona: 'guest', args: { body: { mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'login' } } },
  smsRegister: { persona: 'guest', args: { body: { mobileNo: '9998887776', countryDialingCode: '+63' } } },
  captcha: { persona: 'guest', args: {} },
} satisfies Examples<'verification'>;
