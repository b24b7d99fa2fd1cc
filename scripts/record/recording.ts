import type { AppRoute } from '@ts-rest/core';
import { contract } from '../../contracts';
import { listRoutes, type RouteEntry } from '../../contracts/shared/routes';
import type { RecordedAnswer, Recording } from '../../mocks/engine/recordings';
import { RouteTable } from '../../mocks/engine/route-table';
import { answerDrift, type Drift } from '../../src/lib/api/drift/compare';
import type { Exchange } from './exchanges';
import { stripSecrets } from './strip';

/** Never recorded: the RSA key belongs to the backend recorded, and replaying it would break encryption. */
const NOT_RECORDED = new Set(['session.rsaKey']);

export interface Skipped {
  method: string;
  path: string;
  why: string;
}

export interface RecordingResult {
  recording: Recording;
  /** Answers that differ from the contract: route, field, expected, found. */
  drift: Drift[];
  skipped: Skipped[];
}

const table = new RouteTable(listRoutes(contract).map((entry) => ({ method: entry.route.method, path: entry.route.path, route: entry })));

function parseAnswer(text: string, entry: RouteEntry): unknown {
  if (entry.meta.answer === 'text') return text;
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * Turns wire exchanges into a recording: each read (GET) of a contract route that succeeded, with its
 * route key and arguments, secrets stripped; every answer checked against the contract.
 */
export function toRecording(exchanges: readonly Exchange[], meta: { name: string; source: string; recordedAt?: string }): RecordingResult {
  const answers: RecordedAnswer[] = [];
  const drift: Drift[] = [];
  const skipped: Skipped[] = [];
  for (const exchange of exchanges) {
    const url = new URL(exchange.url);
    const match = table.match(exchange.method, url.toString());
    const skip = (why: string) => skipped.push({ method: exchange.method, path: url.pathname, why });
    if (!match) {
      skip('not a contract route');
      continue;
    }
    const entry = match.route;
    if (exchange.method !== 'GET') skip('not a read: only GET answers are replayed');
    else if (NOT_RECORDED.has(entry.key)) skip('the backend’s own key is never recorded');
    else if (exchange.status >= 300) skip(`answered ${exchange.status}`);
    else {
      let body: unknown;
      try {
        body = parseAnswer(exchange.answer, entry);
      } catch {
        skip('answer is not JSON');
        continue;
      }
      drift.push(...answerDrift(entry.route as AppRoute, entry.key, exchange.status, body));
      answers.push(
        stripSecrets({
          route: entry.key,
          method: exchange.method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          ...(Object.keys(match.params).length ? { params: match.params } : {}),
          status: exchange.status,
          body,
        }),
      );
    }
  }
  return { recording: { format: 1, name: meta.name, source: meta.source, recordedAt: meta.recordedAt ?? new Date().toISOString(), answers }, drift, skipped };
}

/** The drift report as the CLI prints it. */
export function formatDrift(drift: readonly Drift[]): string {
  if (!drift.length) return 'No drift: every recorded answer matches the contract.';
  const rows = [['Route', 'Status', 'Field', 'Expected', 'Found'], ...drift.map((item) => [item.route, String(item.status), item.field, item.expected, item.found])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return [...rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()), '', `${drift.length} drifted field(s).`].join('\n');
}
