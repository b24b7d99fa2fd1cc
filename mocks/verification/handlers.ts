import { contract } from '../../contracts';
import { implement } from '../engine/implement';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { ok, refuse } from '../engine/refusal';
import { issueCaptcha } from './captcha';
import { issueFirebaseToken } from './firebase';
import { checkHumanCheck } from './human-check';
import { checkPhone, sendCode, verifyCode } from './sms';

export const verificationImpl = implement(contract.verification, {
  smsNoLogin: async ({ body }) => {
    checkHumanCheck(body);
    return ok(sendCode(body.countryDialingCode, body.mobileNum), 'Verification code sent');
  },
  smsRegister: async ({ body }) => {
    checkHumanCheck(body);
    return ok(sendCode(body.countryDialingCode, body.mobileNo), 'Verification code sent');
  },
  firebaseVerify: async ({ body }, ctx) => {
    if (!ctx.scenario.flags.firebaseSms) throw refuse(ERROR_CODES.FEATURE_DISABLED, 'Firebase phone sign-in is not enabled', 403);
    const mobile = checkPhone(body.mobileNum);
    verifyCode(body.countryDialingCode, mobile, body.verificationCode);
    return ok(issueFirebaseToken(mobile));
  },
  captcha: async () => ok(issueCaptcha()),
});
