import { splitCard } from './cards';
import styles from './Table.module.css';

const SUIT_PATHS: Record<string, string> = {
  S: 'M50 10C40 28 16 40 16 60a16 16 0 0 0 28 10l-6 20h24l-6-20a16 16 0 0 0 28-10c0-20-24-32-34-50z',
  H: 'M50 88C34 74 12 58 12 38a19 19 0 0 1 38-6 19 19 0 0 1 38 6c0 20-22 36-38 50z',
  D: 'M50 8l34 42-34 42-34-42z',
  C: 'M50 10a17 17 0 0 0-14 27 17 17 0 1 0 8 30l-6 23h24l-6-23a17 17 0 1 0 8-30 17 17 0 0 0-14-27z',
};


function Suit({ suit, size }: { suit: string; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <path d={SUIT_PATHS[suit] ?? SUIT_PATHS.S} fill="currentColor" />
    </svg>
  );
}

/** A playing card face (the suit drawn, not typed: no symbol font needed) (or its back while not dealt); `label` is what assistive tech hears. */
export function CardArt({ card, label, delayMs }: { card: string | null; label: string; delayMs: number }) {
  if (!card) return <div className={`${styles.card} ${styles.back}`} aria-hidden="true" />;
  const { rank, suit } = splitCard(card);
  const red = suit === 'H' || suit === 'D';
  return (
    <div
      className={`${styles.card} ${styles.face} ${red ? styles.red : ''}`}
      style={{ animationDelay: `${delayMs}ms` }}
      role="img"
      aria-label={label}
    >
      <span className={styles.corner}>
        {rank}
        <Suit suit={suit} size={14} />
      </span>
      <span className={styles.pip}>
        <Suit suit={suit} size={44} />
      </span>
      <span className={`${styles.corner} ${styles.cornerBottom}`}>
        {rank}
        <Suit suit={suit} size={14} />
      </span>
    </div>
  );
}
