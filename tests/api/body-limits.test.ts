import { describe, expect, it } from 'vitest';
import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { DEFAULT_BODY_LIMIT } from '../../mocks/engine/request-input';
import { useSimulatedBackend } from '../support/backend';
import { wireHeaders } from '../support/wire';

useSimulatedBackend({ restoreWorld: false });

const CHUNK = 64 * 1024;

/** A 50 MB body that counts how much of it the server pulled. */
function countingBody(totalBytes: number) {
  let pulled = 0;
  const chunk = new TextEncoder().encode('{'.padEnd(CHUNK, ' '));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('bodies are read within a limit, from the stream (issue 31)', () => {
  it('refuses a 50 MB body with 413 after reading no more than the limit and a little buffering', async () => {
    const body = countingBody(50 * 1024 * 1024);
    const response = await fetch(`http://localhost${contract.member.resetPasswordByEmail.path}`, {
      method: 'POST',
      headers: wireHeaders({ contentType: 'application/x-www-form-urlencoded' }),
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'request_body_too_large' });
    expect(body.pulled()).toBeLessThan(DEFAULT_BODY_LIMIT + 16 * CHUNK);
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const response = await fetch(`http://localhost${contract.member.resetPasswordByEmail.path}`, {
      method: 'POST',
      headers: wireHeaders({ contentType: 'application/x-www-form-urlencoded' }),
      body: 'username='.padEnd(DEFAULT_BODY_LIMIT + 10, 'x'),
    });
    expect(response.status).toBe(413);
  });

  it('lets only the image upload routes read more than the default', () => {
    const larger = listRoutes(contract).filter(({ meta }) => meta.bodyLimit !== undefined).map(({ key }) => key).sort();
    expect(larger).toEqual(['kyc.uploadIdImage', 'system.feedback', 'wallet.confirmWithdraw']);
  });
});
