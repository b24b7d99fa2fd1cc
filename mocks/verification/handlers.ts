import { contract } from '../../contracts';
import { implement } from '../engine/implement';
import { ok } from '../engine/refusal';
import { issueCaptcha } from './captcha';
import { sendCode } from './sms';

export const verificationImpl = implement(contract.verification, {
  smsNoLogin: async ({ body }) => ok(sendCode(body.countryDialingCode, body.mobileNum), 'Verification code sent'),
  smsRegister: async ({ body }) => ok(sendCode(body.countryDialingCode, body.mobileNo), 'Verification code sent'),
  captcha: async () => ok(issueCaptcha()),
});
