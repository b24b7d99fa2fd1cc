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

/** What to show for a refused call (the one rule, src/lib/api/refusalText.ts). */
export { refusalText } from '@/lib/api';
