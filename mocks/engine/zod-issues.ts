import type { ZodError } from 'zod';

/** "body.username: Required; query.pageNo: Expected number" */
export function describeIssues(where: string, error: ZodError): string {
  return error.issues
    .map((issue) => `${[where, ...issue.path].join('.')}: ${issue.message}`)
    .join('; ');
}
