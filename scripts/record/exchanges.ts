import { readFileSync } from 'node:fs';

/** One request and its answer, as seen on the wire (headers left out: they carry the session). */
export interface Exchange {
  method: string;
  url: string;
  status: number;
  /** The answer's text. */
  answer: string;
}

/**
 * Wraps `fetch` for the length of `run`, keeping every exchange it makes: the recorder walks the
 * routes through the app's own client, so what is recorded is exactly what the app sends and reads.
 */
export async function captureExchanges(run: () => Promise<void>): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await original(input, init);
    exchanges.push({ method: request.method, url: request.url, status: response.status, answer: await response.clone().text() });
    return response;
  };
  try {
    await run();
  } finally {
    globalThis.fetch = original;
  }
  return exchanges;
}

interface HarEntry {
  request: { method: string; url: string };
  response: { status: number; content?: { text?: string; encoding?: string } };
}

/** The exchanges of a HAR file exported from a browser's network panel. */
export function readHar(file: string): Exchange[] {
  const har = JSON.parse(readFileSync(file, 'utf8')) as { log?: { entries?: HarEntry[] } };
  return (har.log?.entries ?? []).map((entry) => {
    const content = entry.response.content ?? {};
    const text = content.encoding === 'base64' && content.text ? Buffer.from(content.text, 'base64').toString('utf8') : (content.text ?? '');
    return { method: entry.request.method.toUpperCase(), url: entry.request.url, status: entry.response.status, answer: text };
  });
}
