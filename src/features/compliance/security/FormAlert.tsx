import styles from './SecurityModal.module.css';

/** A refusal of the whole step by the server, announced; nothing when there is none. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formAlert} role="alert">
      {message}
    </p>
  );
}

/** What to show for a refused call: its SPEC §8 key when it has one, else the server's words. */
export function refusalText(error: unknown, t: (key: string, params?: Record<string, string | number>) => string): string {
  if (error && typeof error === 'object' && 'messageKey' in error && 'message' in error) {
    const { messageKey, message, messageParams } = error as { messageKey: string | null; message: string; messageParams?: Record<string, string | number> };
    return messageKey ? t(messageKey, messageParams) : message;
  }
  return t('errors.unknown');
}
