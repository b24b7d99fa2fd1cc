import { useTranslation } from '@/lib/useTranslation';
import type { LotteryGame } from '../api';
import { Button, pageKit, Skeleton } from '@/components';
import { formatDateTime } from '@/lib/format';
import { formatCountdown, type DrawState } from '../rules/countdown';
import styles from './DrawPanel.module.css';

interface DrawPanelProps {
  game: LotteryGame | undefined;
  state: DrawState | undefined;
  onPlay: (gameCode: string) => void;
  playing: boolean;
}

/** The draw in progress of the selected game: its numero, a countdown to close, and the way in. */
export function DrawPanel({ game, state, onPlay, playing }: DrawPanelProps) {
  const { t } = useTranslation();
  if (!game) {
    return (
      <section className={styles.panel} aria-busy="true" aria-label={t('lottery.draw.loading')}>
        <Skeleton height={28} width="50%" />
        <Skeleton height={64} width="70%" />
        <Skeleton height={44} width={180} radius={999} />
      </section>
    );
  }
  // Without a schedule (the platform's menus carry none) betting is open: the game's own page says when it closes.
  const open = !state || state.phase === 'open';
  return (
    <section className={styles.panel} aria-labelledby="lottery-draw-title" data-testid="draw-panel">
      <div className={styles.identity}>
        {game.icon ? <img src={game.icon} alt="" width={64} height={64} className={styles.icon} /> : null}
        <div>
          <h2 id="lottery-draw-title" className={styles.name}>
            {game.name}
          </h2>
          {game.drawType === 'FAST' ? (
            <p className={pageKit.muted}>{t('lottery.draw.every', { count: Math.round((game.intervalSeconds ?? 60) / 60) })}</p>
          ) : game.drawTime ? (
            <p className={pageKit.muted}>{t('lottery.draw.dailyAt', { time: game.drawTime })}</p>
          ) : null}
        </div>
      </div>
      {state && game.nextNumero ? (
      <div className={styles.clock}>
        <p className={styles.numero}>
          {t('lottery.draw.numero')} <strong>#{game.nextNumero}</strong>
        </p>
        <p className={`${styles.status} ${open ? styles.open : styles.drawing}`}>
          {open ? t('lottery.draw.closesIn') : t('lottery.draw.drawing')}
        </p>
        {/* The countdown ticks every second; only its label is announced, not each tick. */}
        <p className={styles.countdown} data-testid="draw-countdown" aria-live="off">
          <time dateTime={new Date(open ? state.closesAt : state.drawAt).toISOString()}>{formatCountdown(state.remainingMs)}</time>
        </p>
        <p className={pageKit.muted}>{t('lottery.draw.drawAt', { time: formatDateTime(state.drawAt) })}</p>
      </div>
      ) : null}
      <Button size="lg" onClick={() => onPlay(game.gameCode)} loading={playing} disabled={!open} className={styles.play}>
        {open ? t('lottery.draw.play', { name: game.name }) : t('lottery.draw.closed')}
      </Button>
    </section>
  );
}
