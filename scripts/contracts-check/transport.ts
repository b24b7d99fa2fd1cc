/**
 * Transport checks of `npm run contracts:check` (WIRE.md §1, §2, §4, §9): what a backend must do at
 * the wire, beyond the shape of each answer. Each probe sends one request as the platform's client
 * would, bent in one way, and says what came back; each answer of the route check is also read for
 * the envelope's fields.
 */
import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { DEVICE_HEADER_VALUE, GATEWAY_VERSION, JSON_CONTENT_TYPE, RSA_KEY_PATH, WIRE_HEADERS } from '../../contracts/shared/wire';
import { parseModulus } from '../../contracts/shared/wire-crypto';
import { brand } from '../../src/lib/brand';

export interface ProbeRow {
  probe: string;
  expected: string;
  got: string;
  ok: boolean;
}

/** What is wrong with an answer's envelope (WIRE.md §4.1), or nothing. */
export function envelopeIssues(body: unknown, status: number, answer: 'envelope' | 'bare' | 'text'): string[] {
  if (answer !== 'envelope') return [];
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [`HTTP ${status}: the answer is not a JSON envelope`];
  const envelope = body as Record<string, unknown>;
  const issues: string[] = [];
  if (typeof envelope.success !== 'boolean') issues.push('`success` is not a boolean');
  if ('code' in envelope) issues.push('the envelope has a `code` field (the platform sends `errorCode`)');
  if ('message' in envelope && typeof envelope.message !== 'string') issues.push('`message` is not a string');
  const failed = envelope.success === false || status < 200 || status >= 300;
  if (failed && !(typeof envelope.errorCode === 'string' && envelope.errorCode)) issues.push('a failure without `errorCode`');
  if (!failed && !('value' in envelope)) issues.push('a success without `value`');
  return issues;
}

function baseHeaders(): Record<string, string> {
  return {
    [WIRE_HEADERS.merchant]: brand.merchantCode,
    [WIRE_HEADERS.device]: DEVICE_HEADER_VALUE,
    [WIRE_HEADERS.language]: 'EN',
    [WIRE_HEADERS.gatewayVersion]: GATEWAY_VERSION,
    [WIRE_HEADERS.contentType]: JSON_CONTENT_TYPE,
  };
}

async function answerOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const json = JSON.parse(text) as { errorCode?: unknown };
    return `${response.status} ${typeof json.errorCode === 'string' ? json.errorCode : '(no errorCode)'}`;
  } catch {
    return `${response.status} ${text.slice(0, 40)}`;
  }
}

/** A GET token route with no query of its own (member info, the balance): the probes' target. */
function tokenRoutePath(): string {
  return contract.member.getInfo.path;
}

/** The probes of WIRE.md §9's transport and encryption checklist that a client can make from outside. */
export async function runTransportProbes(baseUrl: string): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  const probe = async (name: string, expected: string, run: () => Promise<{ got: string; ok: boolean }>) => {
    try {
      rows.push({ probe: name, expected, ...(await run()) });
    } catch (error) {
      rows.push({ probe: name, expected, got: `no answer: ${error instanceof Error ? error.message : String(error)}`, ok: false });
    }
  };

  await probe('RSA key (§2.2)', '2xx, 256 hex digits of plain text', async () => {
    const response = await fetch(`${baseUrl}${RSA_KEY_PATH}?t=${Date.now()}`, { headers: { 'Cache-Control': 'no-cache' } });
    const text = await response.text();
    const bits = response.ok ? parseModulus(text).toString(2).length : 0;
    return { got: `${response.status}, ${bits} bits`, ok: response.ok && bits > 1000 && bits <= 1024 };
  });

  await probe('token route without Authorization (§9.5)', '401', async () => {
    const response = await fetch(`${baseUrl}${tokenRoutePath()}`, { headers: baseHeaders() });
    const got = await answerOf(response);
    return { got, ok: response.status === 401 };
  });

  await probe('two Merchant headers (§9.4)', '400 function.not.available', async () => {
    const headers = new Headers(baseHeaders());
    headers.append('merchant', brand.merchantCode);
    const response = await fetch(`${baseUrl}${contract.system.status.path}?url=localhost`, { headers });
    const got = await answerOf(response);
    return { got, ok: got === '400 function.not.available' };
  });

  const login = contract.session.login;
  await probe('encrypted route with a plain JSON body (§9.13)', '400 request_body_required', async () => {
    const response = await fetch(`${baseUrl}${login.path}`, { method: login.method, headers: baseHeaders(), body: JSON.stringify({ username: 'probe', password: 'probe' }) });
    const got = await answerOf(response);
    return { got, ok: got === '400 request_body_required' };
  });

  const launch = listRoutes(contract).find(({ route }) => route.path === '/wps/game/launchGame');
  if (launch) {
    await probe('POST to launchGame (§4.4 #459)', 'http_method_not_support', async () => {
      const response = await fetch(`${baseUrl}${launch.route.path}`, { method: 'POST', headers: baseHeaders(), body: '{}' });
      const got = await answerOf(response);
      return { got, ok: got.endsWith('http_method_not_support') };
    });
  }
  return rows;
}

export function formatProbes(rows: readonly ProbeRow[]): string {
  const lines = rows.map((row) => `${row.ok ? 'ok  ' : 'FAIL'}  ${row.probe}: expected ${row.expected}, got ${row.got}`);
  return ['Transport', ...lines].join('\n');
}
