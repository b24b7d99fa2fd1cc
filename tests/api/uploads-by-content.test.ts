import { afterEach, describe, expect, it, vi } from 'vitest';
import { KYC_MODULE_ID, MAX_UPLOAD_BYTES, MAX_UPLOAD_IMAGES } from '../../contracts/shared/constants';
import { kycRecords } from '../../mocks/kyc/collections';
import { withdrawals } from '../../mocks/wallet/collections';
import { feedback } from '../../mocks/system/collections';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { firstCard, withdraw } from '../support/money';
import { refusal } from '../support/refusal';
import { dataUrlOf, DISGUISED, JPEG_BYTES, PNG, pngBytes } from '../support/images';

/**
 * Issue 31 point 7, "uploads that trust their label": `data:image/png;base64,<HTML with a script>`
 * answered upload_success on KYC; so did SVG with a script, an executable, a ZIP and GIF bytes, on
 * KYC, feedback and the withdrawal proof, which stored the data URL as sent. Each route now reads the
 * bytes: JPEG or PNG with real dimensions, SPEC §5's 5 MB each and 3 images, SPEC §8's
 * activity_apply_remark_limit2 / 3 otherwise, and a proof is stored as the checked image.
 */
useSimulatedBackend();
afterEach(() => {
  vi.useRealTimers();
});

const PERSONAL_INFO = {
  idType: 13, payeename: 'Juan Dela Cruz', birthday: '1990-05-01', address: '12 Rizal Street, Makati', permanentAddress: '12 Rizal Street, Makati',
  placeOfBirth: 'Manila', nationality: 'PHILIPPINES', sourceOfIncome: 1, occupation: 6, employerName: 'Acme Manila Inc.',
};

/** One upload of `image` on each route, as a member who may use it. */
const routes = {
  kyc: {
    async prepare() {
      await loginAs('kycpending01', 'Kyc@12345');
      await callRoute(contract.kyc.savePersonalInfo, { body: PERSONAL_INFO });
    },
    send: (image: string) => callRoute(contract.kyc.uploadIdImage, { body: { idCardFront: PNG, idCardBack: PNG, idCardSelfie: image, moduleId: KYC_MODULE_ID } }),
    stored: () => kycRecords.findFirst((q) => q.where({ account: 'kycpending01' }))?.images ?? null,
  },
  feedback: {
    prepare: () => loginAs('player01', 'Player@123'),
    send: (image: string) => callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'the game froze today', images: [PNG, image] } }),
    stored: () => feedback.findMany((q) => q.where({ account: 'player01' })).filter((row) => row.images.length > 0).map((row) => row.images),
  },
  withdrawalProof: {
    withdrawId: 0,
    async prepare() {
      await loginAs('player01', 'Player@123');
      this.withdrawId = (await withdraw(await firstCard(), 400, `upload-proof-${Date.now()}`)).id;
      // Paid a minute later (only Date is faked).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
    },
    send(image: string) {
      return callRoute(contract.wallet.confirmWithdraw, { body: { withdrawId: this.withdrawId, state: 'NOT_RECEIVED', proofImage: image } });
    },
    stored() {
      return withdrawals.findFirst((q) => q.where({ id: this.withdrawId }))?.proofImage ?? null;
    },
  },
};

describe.each(Object.entries(routes))('uploads on %s are checked by their bytes, not their label', (_name, route) => {
  it.each(Object.entries(DISGUISED))('refuses %s labelled image/png with activity_apply_remark_limit2, and stores nothing', async (_kind, disguised) => {
    await route.prepare();
    const before = JSON.stringify(route.stored());
    const error = await refusal(route.send(disguised));
    expect(error).toMatchObject({ status: 400, errorCode: 'activity_apply_remark_limit2' });
    expect(JSON.stringify(route.stored())).toBe(before);
  });

  it('refuses a PNG signature with a page behind it, and a cut-off JPEG', async () => {
    await route.prepare();
    const pngThenHtml = dataUrlOf(Buffer.concat([pngBytes().subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]));
    expect((await refusal(route.send(pngThenHtml))).errorCode).toBe('activity_apply_remark_limit2');
    const cut = dataUrlOf(JPEG_BYTES.subarray(0, JPEG_BYTES.length - 2), 'image/jpeg');
    expect((await refusal(route.send(cut))).errorCode).toBe('activity_apply_remark_limit2');
  });

  it('takes an image of exactly 5 MB and refuses one byte more with activity_apply_remark_limit3', async () => {
    await route.prepare();
    const over = await refusal(route.send(dataUrlOf(pngBytes(2, 2, MAX_UPLOAD_BYTES + 1))));
    expect(over).toMatchObject({ status: 400, errorCode: 'activity_apply_remark_limit3' });
    await expect(route.send(dataUrlOf(pngBytes(2, 2, MAX_UPLOAD_BYTES)))).resolves.toBeTruthy();
  });
});

describe('what an upload route keeps is the checked image', () => {
  it('a withdrawal proof is stored re-encoded under the type its bytes have, never the string as sent', async () => {
    const route = routes.withdrawalProof;
    await route.prepare();
    // A JPEG labelled as something else, with a parameter smuggled into the label.
    const sent = dataUrlOf(JPEG_BYTES, 'text/html');
    await route.send(sent);
    const stored = route.stored();
    expect(stored).not.toBe(sent);
    expect(stored).toBe(`data:image/jpeg;base64,${JPEG_BYTES.toString('base64')}`);
  });

  it('KYC and feedback keep the type the bytes say, whatever the label', async () => {
    await routes.kyc.prepare();
    await routes.kyc.send(dataUrlOf(JPEG_BYTES, 'image/png'));
    expect(routes.kyc.stored()?.idCardSelfie).toEqual({ mimeType: 'image/jpeg', bytes: JPEG_BYTES.length });
    await routes.feedback.prepare();
    await routes.feedback.send(dataUrlOf(JPEG_BYTES, 'application/octet-stream'));
    expect(routes.feedback.stored().at(-1)?.[1]).toEqual({ mimeType: 'image/jpeg', bytes: JPEG_BYTES.length });
  });

  it(`feedback takes at most ${MAX_UPLOAD_IMAGES} images`, async () => {
    await routes.feedback.prepare();
    const images = Array.from({ length: MAX_UPLOAD_IMAGES + 1 }, () => PNG);
    const error = await refusal(callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'the game froze today', images } }));
    expect(error).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    await expect(callRoute(contract.system.feedback, { body: { questionType: 'GAME', content: 'the game froze today', images: images.slice(1) } })).resolves.toBeTruthy();
  });
});
