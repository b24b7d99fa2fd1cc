import { HttpResponse } from 'msw';

const utf8 = new TextEncoder();

/**
 * A JSON answer, as MSW's `HttpResponse.json` makes it (Content-Type and
 * Content-Length), without its one costly step: it measures the body with
 * `new Blob([text]).size`, and in the browser a Blob is a call out of the
 * page's JavaScript: 1.3–1.8 ms of every answer in a profile, on the main
 * thread that also renders the page. Encoding the text measures the same bytes.
 */
export function jsonResponse(body: unknown, status: number): HttpResponse<string> {
  const text = JSON.stringify(body);
  return new HttpResponse(text, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(utf8.encode(text).byteLength) },
  });
}
