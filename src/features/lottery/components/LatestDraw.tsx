import { useTranslation } from '@/lib/useTranslation';
import { pageKit, Skeleton } from '@/components';
import { formatDateTime } from '@/lib/format';
import type { DrawRow } from '../api';
import { NumberBalls } from './NumberBalls';
import { PrizeTable } from './PrizeTable';
import styles from './LatestDraw.module.css';

interface LatestDrawProps {
  gameName: string | undefined;
  /** Latest first. Full draws (Vietnam) carry every prize; SEA rows only the winning number. */
  draws: DrawRow[] | undefined;
}

/** The selected game's latest opened numero, its prizes and the draws before it. */
export function LatestDraw({ gameName, draws }: LatestDrawProps) {
  const { t } = useTranslation();
  const [latest, ...earlier] = draws ?? [];
  return (
    <section className={styles.card} aria-labelledby="lottery-latest-title" data-testid="latest-draw">
      <header className={styles.head}>
        <h2 id="lottery-latest-title" className={pageKit.titleLg}>
          {t('lottery.result.latestOf', { name: gameName ?? '' })}
        </h2>
        {latest ? (
          <p className={styles.meta}>
            #{latest.numero}
            {latest.openTime ? ` · ${formatDateTime(latest.openTime)}` : ''}
          </p>
        ) : null}
      </header>
      {!draws ? (
        <Skeleton height={120} radius={12} />
      ) : !latest ? (
        <p className={styles.meta}>{t('lottery.result.none')}</p>
      ) : (
        <>
          <NumberBalls balls={latest.balls} size="lg" label={t('lottery.result.winning', { number: latest.winningNumber })} />
          {latest.prizes ? <PrizeTable numero={latest.numero} prizes={latest.prizes} /> : null}
          {earlier.length > 0 ? (
            <div className={styles.history}>
              <h3 className={styles.subtitle}>{t('lottery.result.earlier')}</h3>
              <ul className={styles.list}>
                {earlier.map((draw) => (
                  <li key={draw.numero} className={styles.item}>
                    <span className={styles.meta}>
                      #{draw.numero}
                      {draw.openTime ? ` · ${formatDateTime(draw.openTime)}` : ''}
                    </span>
                    <strong className={styles.number}>{draw.winningNumber}</strong>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
