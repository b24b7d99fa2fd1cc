import { useTranslation } from '../../../lib/useTranslation';
import type { DrawResult } from '../../../../contracts/lottery';
import { Skeleton } from '../../../components';
import { formatDateTime } from '../../../lib/format';
import type { BoardRow } from './ResultsBoard';
import { NumberBalls } from './NumberBalls';
import { PrizeTable } from './PrizeTable';
import styles from './LatestDraw.module.css';

interface LatestDrawProps {
  gameName: string | undefined;
  /** Latest first. Full draws (Vietnam) carry every prize; SEA rows only the winning number. */
  draws: Array<DrawResult | BoardRow> | undefined;
}

/** The selected game's latest opened numero, its prizes and the draws before it. */
export function LatestDraw({ gameName, draws }: LatestDrawProps) {
  const { t } = useTranslation();
  const [latest, ...earlier] = draws ?? [];
  return (
    <section className={styles.card} aria-labelledby="lottery-latest-title" data-testid="latest-draw">
      <header className={styles.head}>
        <h2 id="lottery-latest-title" className={styles.title}>
          {t('lottery.result.latestOf', { name: gameName ?? '' })}
        </h2>
        {latest ? (
          <p className={styles.meta}>
            #{latest.numero} · {formatDateTime(latest.openTime)}
          </p>
        ) : null}
      </header>
      {!draws ? (
        <Skeleton height={120} radius={12} />
      ) : !latest ? (
        <p className={styles.meta}>{t('lottery.result.none')}</p>
      ) : (
        <>
          <NumberBalls value={latest.winningNumber} size="lg" label={t('lottery.result.winning', { number: latest.winningNumber })} />
          {'prizes' in latest ? <PrizeTable draw={latest} /> : null}
          {earlier.length > 0 ? (
            <div className={styles.history}>
              <h3 className={styles.subtitle}>{t('lottery.result.earlier')}</h3>
              <ul className={styles.list}>
                {earlier.map((draw) => (
                  <li key={draw.numero} className={styles.item}>
                    <span className={styles.meta}>
                      #{draw.numero} · {formatDateTime(draw.openTime)}
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
