import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMS_RATE_LIMIT_MS } from '../../contracts/shared/constants';
import { lastCaptchaCode } from '../../mocks/verification/captcha';
import { lastSmsCode, SMS_SENDS_PER_WINDOW } from '../../mocks/verification/sms';
import { setScenario } from '../../mocks/engine/scenario';
import { callRoute, contract } from '../../src/lib/api';
import { useSimulatedBackend } from '../support/backend';
import { humanCheck } from '../support/human';
import { refusal } from '../support/refusal';

useSimulatedBackend();
afterEach(() => {
  vi.useRealTimers();
});

const send = (mobileNum: string) =>
  callRoute(contract.verification.smsNoLogin, { body: { mobileNum, countryDialingCode: '+63' } });

describe('verification.firebaseVerify', () => {
  it('is off unless firebase SMS is on, and refuses a wrong code', async () => {
    await callRoute(contract.verification.smsRegister, { body: { mobileNo: '9998887771', countryDialingCode: '+63', ...(await humanCheck()) } });
    const body = { countryDialingCode: '+63', mobileNum: '9998887771', verificationCode: lastSmsCode('9998887771') ?? '' };
    expect((await refusal(callRoute(contract.verification.firebaseVerify, { body }))).errorCode).toBe('function.not.available');
    setScenario({ flags: { firebaseSms: true } });
    expect((await refusal(callRoute(contract.verification.firebaseVerify, { body: { ...body, verificationCode: '000000' } }))).errorCode).toBe('auth/invalid-verification-code');
    expect((await callRoute(contract.verification.firebaseVerify, { body })).idToken).toMatch(/^fb\./);
  });
});

describe('verification.smsRegister human check', () => {
  it('refuses a slide result that is not signed', async () => {
    const error = await refusal(callRoute(contract.verification.smsRegister, { body: { mobileNo: '9998887772', countryDialingCode: '+63', humanCheckTicket: 'x', humanCheckRandstr: 'y' } }));
    expect(error.errorCode).toBe('geetest_validate_failed');
  });
});

describe('verification.humanCheck (WIRE.md §6.2 Y6)', () => {
  it('answers the Geetest init: gt, and a single-use challenge', async () => {
    const first = await callRoute(contract.verification.humanCheck, {});
    const second = await callRoute(contract.verification.humanCheck, {});
    expect(first).toMatchObject({ success: 1, gt: expect.any(String) });
    expect(first.challenge).toMatch(/^[0-9a-f]{32}$/);
    expect(second.challenge).not.toBe(first.challenge);
  });
});

describe('verification.smsNoLogin', () => {
  it('sends a code that expires after expiredMinutes', async () => {
    const value = await send('9171234567');
    expect(value.expiredMinutes).toBe(1);
    expect(lastSmsCode('9171234567')).toMatch(/^\d{6}$/);
  });

  it('takes a human check when one is sent, and refuses one that does not pass', async () => {
    await expect(callRoute(contract.verification.smsNoLogin, { body: { mobileNum: '9171234568', countryDialingCode: '+63', ...(await humanCheck()) } })).resolves.toMatchObject({ expiredMinutes: 1 });
    const forged = await refusal(callRoute(contract.verification.smsNoLogin, { body: { mobileNum: '9171234568', countryDialingCode: '+63', humanCheckTicket: 'slide1.900.9.x', humanCheckRandstr: 'nope' } }));
    expect(forged.errorCode).toBe('geetest_validate_failed');
  });

  it('refuses a malformed number and a missing one with the SMS error codes', async () => {
    expect((await refusal(send('12ab'))).errorCode).toBe('auth/invalid-phone-number');
    expect((await refusal(send(''))).errorCode).toBe('auth/missing-phone-number');
  });

  it(`locks a number for 5 minutes after ${SMS_SENDS_PER_WINDOW} sends`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < SMS_SENDS_PER_WINDOW; i += 1) await send('9170000099');
    const locked = await refusal(send('9170000099'));
    expect(locked.errorCode).toBe('TOO_MANY_REQUESTS');
    expect(locked.status).toBe(429);
    expect(locked.value).toMatchObject({ retryAfterSeconds: 300 });
    vi.setSystemTime(Date.now() + SMS_RATE_LIMIT_MS);
    await expect(send('9170000099')).resolves.toMatchObject({ expiredMinutes: 1 });
  });
});

describe('verification.smsRegister', () => {
  it('sends a registration code to mobileNo', async () => {
    const value = await callRoute(contract.verification.smsRegister, { body: { mobileNo: '9998887776', countryDialingCode: '+63', ...(await humanCheck()) } });
    expect(value.expiredMinutes).toBe(1);
    expect(lastSmsCode('9998887776')).toBeDefined();
  });

  it('refuses a missing dialling code', async () => {
    const error = await refusal(callRoute(contract.verification.smsRegister, { body: { mobileNo: '9998887776', countryDialingCode: '' } }));
    expect(error.errorCode).toBe('request_param_err');
  });
});

describe('verification.captcha', () => {
  it('issues a different PNG code each time, as a bare Base64 PNG (WIRE.md §6.2 Y5)', async () => {
    const first = await callRoute(contract.verification.captcha);
    const firstCode = lastCaptchaCode();
    const second = await callRoute(contract.verification.captcha);
    expect(first).not.toMatch(/^data:/);
    const bytes = Buffer.from(first, 'base64');
    // A real PNG: the signature, an IHDR of 100 × 36, and an IEND at the end.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBe(100);
    expect(bytes.readUInt32BE(20)).toBe(36);
    expect(bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
    expect(lastCaptchaCode()).toMatch(/^\d{4}$/);
    if (firstCode !== lastCaptchaCode()) expect(second).not.toBe(first);
  });

  it('is refused during maintenance like every non-gate route', async () => {
    const { setScenario } = await import('../../mocks/engine/scenario');
    setScenario({ status: 'maintenance' });
    const error = await refusal(callRoute(contract.verification.captcha));
    expect(error.status).toBe(503);
    expect(error.messageKey).toBe('errors.maintenance');
  });
});
