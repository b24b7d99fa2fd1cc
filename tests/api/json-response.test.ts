import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../mocks/engine/json-response';

describe('the simulated backend’s JSON answers', () => {
  it('carry what MSW’s own JSON answer carries: status, type, the byte length of non-ASCII text, and the body', async () => {
    const body = { code: '0', msg: 'Panalo ñ — 🎰', data: { list: [{ gameName: 'Dragón de Oro', amount: 12.5 }] } };
    const ours = jsonResponse(body, 200);
    const msws = HttpResponse.json(body, { status: 200 });
    expect(ours.status).toBe(200);
    expect(ours.headers.get('Content-Type')).toBe('application/json');
    expect(ours.headers.get('Content-Length')).toBe(msws.headers.get('Content-Length'));
    expect(Number(ours.headers.get('Content-Length'))).toBe(Buffer.byteLength(JSON.stringify(body)));
    expect(await ours.json()).toEqual(body);
  });

  it('keep a refusal’s status', () => {
    expect(jsonResponse({ code: '500', msg: 'Internal server error' }, 500).status).toBe(500);
  });
});
