import type { AppRoute } from '@ts-rest/core';
import type { ZodIssue, ZodTypeAny } from 'zod';

/**
 * One way an answer differs from its contract: the route, the field (array positions written `[]`,
 * so one drift in a list of fifty is one entry), what the contract expects and what came. `found`
 * names a kind, never a value: a drift report leaves the page, and values may be a player's data.
 */
export interface Drift {
  route: string;
  status: number;
  field: string;
  expected: string;
  found: string;
}

function fieldOf(path: ReadonlyArray<string | number>): string {
  return path.reduce<string>((field, part) => (typeof part === 'number' ? `${field}[]` : field ? `${field}.${part}` : String(part)), 'body');
}

function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function valueAt(body: unknown, path: ReadonlyArray<string | number>): unknown {
  let value = body;
  for (const part of path) value = value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[part] : undefined;
  return value;
}

/** A union's mismatch is told by the branch that came closest: the one with the fewest issues. */
function leafIssues(issue: ZodIssue): ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.unionErrors.length) return [issue];
  const closest = issue.unionErrors.reduce((best, error) => (error.issues.length < best.issues.length ? error : best));
  return closest.issues.flatMap(leafIssues);
}

function describeIssue(route: string, status: number, body: unknown, issue: ZodIssue): Drift {
  const field = fieldOf(issue.path);
  const found = kindOf(valueAt(body, issue.path));
  switch (issue.code) {
    case 'invalid_type':
      return { route, status, field, expected: issue.expected, found: issue.received === 'undefined' ? 'missing' : issue.received };
    case 'invalid_enum_value':
      return { route, status, field, expected: `one of ${issue.options.join(', ')}`, found: `${found} outside the list` };
    case 'invalid_literal':
      return { route, status, field, expected: JSON.stringify(issue.expected), found: `another ${found}` };
    case 'unrecognized_keys':
      return { route, status, field, expected: 'no other fields', found: `fields ${issue.keys.join(', ')}` };
    default:
      return { route, status, field, expected: issue.message, found };
  }
}

/**
 * How an answer differs from the route's contract: nothing when it matches. A status the route does
 * not declare is one drift of its own.
 */
export function answerDrift(route: AppRoute, routeKey: string, status: number, body: unknown): Drift[] {
  const schema = (route.responses as Record<number, ZodTypeAny | undefined>)[status];
  if (!schema) return [{ route: routeKey, status, field: 'status', expected: Object.keys(route.responses).join(', '), found: String(status) }];
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  const seen = new Set<string>();
  return parsed.error.issues
    .flatMap(leafIssues)
    .map((issue) => describeIssue(routeKey, status, body, issue))
    .filter((drift) => !seen.has(drift.field) && Boolean(seen.add(drift.field)));
}
