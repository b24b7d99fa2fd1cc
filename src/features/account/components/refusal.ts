import { isApiError, refusalText as anyRefusalText } from '@/lib/api';

type T = (key: string, options?: Record<string, unknown>) => string;

/** What a refused write says: its SPEC §8 key with the refusal's values (a lock's minutes), else the server's words. */
export function optionalRefusalText(error: unknown, t: T): string | null {
  return error ? anyRefusalText(error, t) : null;
}

/** The form field a refusal names (`value.field`), so its message shows under that field. */
export function refusedField(error: unknown): string | null {
  if (!isApiError(error) || !error.value || typeof error.value !== 'object' || Array.isArray(error.value)) return null;
  const field = (error.value as Record<string, unknown>).field;
  return typeof field === 'string' ? field : null;
}

/** The server's message without the `body.field: ` prefix a validation refusal carries. */
export function fieldMessage(error: unknown, t: T): string {
  const text = optionalRefusalText(error, t) ?? '';
  if (isApiError(error) && !error.messageKey) return error.message.replace(/^body\.\w+: /, '');
  return text;
}
