import { contract } from '../../contracts';
import { implement } from '../engine/implement';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { clientOf } from '../engine/client';
import { ok, refuse } from '../engine/refusal';
import { requireRealMember } from '../engine/auth';
import { memberSmsClient } from './member-sms';
import { issueCaptcha } from './captcha';
import { issueFirebaseToken } from './firebase';
import { answerHumanCheck, checkHumanCheck, issueHumanCheck } from './human-check';
import { checkPhone, fullNumber, sendCode, verifyCode } from './sms';

export const verificationImpl = implement(contract.verification, {
  smsNoLogin: async ({ body }, ctx) => {
    const client = clientOf(ctx);
    // SPEC §4: the slide check runs before every SMS send except SMS login's. S12 names no purpose, so
    // a send with the check's fields must pass it, and only its codes may reset a password (S11).
    const checked = body.humanCheckTicket !== undefined || body.humanCheckRandstr !== undefined;
    if (checked) await checkHumanCheck(client, body);
    const sent = sendCode({ dial: body.countryDialingCode, mobile: body.mobileNum, purpose: 'noLogin', client }, { checked });
    return ok(sent, 'Verification code sent');
  },
  smsRegister: async ({ body }, ctx) => {
    const client = clientOf(ctx);
    await checkHumanCheck(client, body);
    return ok(sendCode({ dial: body.countryDialingCode, mobile: body.mobileNo, purpose: 'register', client }), 'Verification code sent');
  },
  smsMember: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const client = memberSmsClient(member.account);
    if (body.purpose === 'paymentReset') {
      // Only the number already bound proves the member: a reset code never goes to a number the caller names.
      if (!member.mobileNum) throw refuse(ERROR_CODES.INVALID_STATE, 'Bind a mobile number first', 400, { reason: 'NO_MOBILE' });
      return ok(sendCode({ dial: member.countryDialingCode, mobile: member.mobileNum, purpose: 'payment-reset', client }), 'Verification code sent');
    }
    return ok(sendCode({ dial: body.countryDialingCode, mobile: body.mobileNum, purpose: 'bind', client }), 'Verification code sent');
  },
  firebaseVerify: async ({ body }, ctx) => {
    if (!ctx.scenario.flags.firebaseSms) throw refuse(ERROR_CODES.FEATURE_DISABLED, 'Firebase phone sign-in is not enabled', 403);
    const mobile = checkPhone(body.mobileNum);
    verifyCode({ dial: body.countryDialingCode, mobile, purpose: 'register', client: clientOf(ctx) }, body.verificationCode);
    return ok(issueFirebaseToken(fullNumber(body.countryDialingCode, mobile)));
  },
  humanCheck: async (_input, ctx) => ok(issueHumanCheck(clientOf(ctx))),
  // The simulated provider's step (Geetest's widget with Geetest's servers): the slide's measures in, a signed answer out.
  humanCheckAnswer: async ({ body }, ctx) => ok(await answerHumanCheck(clientOf(ctx), body)),
  captcha: async (_input, ctx) => ok(issueCaptcha(clientOf(ctx))),
});
