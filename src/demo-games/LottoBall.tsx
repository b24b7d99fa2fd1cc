import { useTranslation } from 'react-i18next';
import { ballTone } from './lotto';
import styles from './Lottery.module.css';

interface LottoBallProps {
  /** null: an empty slot (not picked or not drawn yet). */
  number: number | null;
  /** A pick that was drawn, or a drawn number that was picked. */
  hit?: boolean;
  /** Still rolling in the draw machine. */
  rolling?: boolean;
  delayMs?: number;
}

/** One lottery ball, coloured by its range; hits glow. Announced as "Number 7" (and "matched"). */
export function LottoBall({ number, hit = false, rolling = false, delayMs = 0 }: LottoBallProps) {
  const { t } = useTranslation();
  if (number === null) {
    return <li className={`${styles.ball} ${styles.empty} ${rolling ? styles.rolling : ''}`} style={{ animationDelay: `${delayMs}ms` }} aria-hidden="true" />;
  }
  return (
    <li className={`${styles.ball} ${styles[ballTone(number)]} ${hit ? styles.hit : ''}`}>
      <span aria-hidden="true">{number}</span>
      <span className="visually-hidden">
        {t('demoGame.lottery.number', { number })}
        {hit ? `, ${t('demoGame.lottery.matched')}` : ''}
      </span>
    </li>
  );
}
