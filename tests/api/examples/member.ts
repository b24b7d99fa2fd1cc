import { lastSmsCode } from '@mocks/verification/sms';
import { callRoute, contract } from '@/lib/api';
import { humanCheck } from '../../support/human';
import type { Examples } from './types';

const registration = {
  domain: 'demo.casino.local',
  login: true as const,
  registerUrl: 'https://demo.casino.local/register',
  registerMethod: 'WEB' as const,
};

export const memberExamples = {
  register: {
    persona: 'guest',
    args: async () => ({ body: { ...registration, ...(await humanCheck()), username: 'fresh01', password: 'Fresh@123', confirmPassword: 'Fresh@123' } }),
  },
  registerMobile: {
    persona: 'guest',
    flags: { REGMOBVERF3: false },
    args: async () => ({ body: { ...registration, ...(await humanCheck()), username: '9995551234', mobileNum: '9995551234', countryDialingCode: '+63', password: 'Mobile@123' } }),
  },
  getInfo: { persona: 'player01', args: {} },
  setInfo: { persona: 'player01', args: { body: { nickname: 'Ace', zalo: '0917 555 0101' } } },
  getIcon: { persona: 'player01', args: {} },
  getAvatar: { persona: 'player01', args: {} },
  setIcon: {
    persona: 'player01',
    args: async () => ({ body: { avatar: (await callRoute(contract.system.icons)).find((icon) => icon.iconId === 'dragon')?.url ?? '' } }),
  },
  changePassword: { persona: 'player01', args: { body: { oldPassword: 'Player@123', newPassword: 'Player@456', confirmNewPassword: 'Player@456' } } },
  resetPasswordByEmail: { persona: 'guest', args: { body: { username: 'player01', email: 'player01@example.com' } } },
  resetPasswordByMobile: {
    persona: 'guest',
    args: async () => {
      await callRoute(contract.verification.smsNoLogin, { body: { mobileNum: '9171234567', countryDialingCode: '+63', ...(await humanCheck()) } });
      return { body: { newPassword: 'Reset@123', mobileNum: '9171234567', verificationCode: lastSmsCode('9171234567') ?? '' } };
    },
  },
  // agent_daily holds a daily salary and has a dividend and a daily-salary offer waiting (WIRE.md §6.7 K0).
  consolidated: { persona: 'agent_daily', args: {} },
  checkAffiliate: { persona: 'guest', args: { query: { code: 'AFF005', domain: 'demo.casino.local' } } },
  updateLanguage: { persona: 'player01', args: { body: { language: 'TY' } } },
  setPaymentPassword: { persona: 'kycpending01', args: { body: { paymentPassword: '135246', confirmPaymentPassword: '135246' } } },
  changePaymentPassword: {
    persona: 'player01',
    args: { body: { oldPaymentPassword: '246810', paymentPassword: '135246', confirmPaymentPassword: '135246' } },
  },
  resetPaymentPassword: {
    persona: 'player01',
    args: async () => {
      await callRoute(contract.verification.smsMember, { body: { purpose: 'paymentReset' } });
      return { body: { verificationCode: lastSmsCode('9171234567') ?? '', paymentPassword: '975310', confirmPaymentPassword: '975310' } };
    },
  },
  bindMobile: {
    persona: 'player01',
    args: async () => {
      await callRoute(contract.verification.smsMember, { body: { purpose: 'bindMobile', countryDialingCode: '+63', mobileNum: '9175550101' } });
      return { body: { countryDialingCode: '+63', mobileNum: '9175550101', verificationCode: lastSmsCode('9175550101') ?? '' } };
    },
  },
  loginHistory: { persona: 'player01', args: {} },
} satisfies Examples<'member'>;
