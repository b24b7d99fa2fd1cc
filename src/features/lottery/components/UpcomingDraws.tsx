import { pageKit } from '@/components';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { LotteryGame } from '../api';
import { formatCountdown } from '../rules/countdown';
import { useClockNow } from '@/lib/useClockNow';
import styles from './UpcomingDraws.module.css';

const SHOWN = 6;

/** The next draws across the lobby, soonest first: a glance at what closes next. */
interface UpcomingDrawsProps {
  games: LotteryGame[];
  onSelect: (game: LotteryGame) => void;
  /** Runs when any listed draw time passes, so the menu brings the next one. */
  onDrawn: () => void;
}

export function UpcomingDraws({ games, onSelect, onDrawn }: UpcomingDrawsProps) {
  const { t } = useTranslation();
  const now = useClockNow();
  const reported = useRef(new Set<string>());
  // Only games with a schedule count down (the platform's menus carry none).
  const scheduled = games.filter((game): game is LotteryGame & { nextDrawAt: string } => game.nextDrawAt !== undefined);
  const passed = scheduled.find((game) => Date.parse(game.nextDrawAt) <= now && !reported.current.has(`${game.gameCode}:${game.nextDrawAt}`));
  useEffect(() => {
    if (!passed) return;
    reported.current.add(`${passed.gameCode}:${passed.nextDrawAt}`);
    onDrawn();
  }, [passed, onDrawn]);
  const next = scheduled
    .filter((game) => Date.parse(game.nextDrawAt) > now)
    .sort((a, b) => Date.parse(a.nextDrawAt) - Date.parse(b.nextDrawAt))
    .slice(0, SHOWN);
  if (next.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="lottery-upcoming-title">
      <h2 id="lottery-upcoming-title" className={pageKit.titleLg}>
        {t('lottery.upcoming.title')}
      </h2>
      <ul className={styles.list}>
        {next.map((game) => (
          <li key={game.gameCode}>
            <button type="button" className={styles.item} onClick={() => onSelect(game)}>
              {game.icon ? <img src={game.icon} alt="" width={32} height={32} className={styles.icon} /> : null}
              <span className={styles.text}>
                <span className={styles.name}>{game.name}</span>
                {game.nextNumero ? <span className={styles.meta}>#{game.nextNumero}</span> : null}
              </span>
              <span className={styles.time}>{formatCountdown(Date.parse(game.nextDrawAt) - now)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
