import { useTranslation } from '@/lib/useTranslation';
import { Skeleton } from '@/components';
import { formatDateTime } from '@/lib/format';
import type { DrawRow } from '../api';
import { NumberBalls } from './NumberBalls';
import styles from './ResultsBoard.module.css';

export type BoardRow = DrawRow;

interface ResultsBoardProps {
  title: string;
  rows: BoardRow[] | undefined;
  selected?: string;
  onSelect?: (gameCode: string) => void;
  testId?: string;
}

/** The latest opened numbers, one row per game; a row selects its game. */
export function ResultsBoard({ title, rows, selected, onSelect, testId }: ResultsBoardProps) {
  const { t } = useTranslation();
  const headingId = `board-${testId ?? 'results'}`;
  return (
    <section className={styles.board} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {!rows ? (
        <div className={styles.rows}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={52} radius={10} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{t('lottery.result.none')}</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => {
            const content = (
              <>
                <span className={styles.game}>
                  <span className={styles.name}>{row.gameName}</span>
                  <span className={styles.meta}>#{row.numero}</span>
                  {/* Minutes are enough here; the seconds of a draw time are always 00. */}
                  {row.openTime ? <span className={styles.meta}>{formatDateTime(row.openTime).slice(0, 16)}</span> : null}
                </span>
                <NumberBalls balls={row.balls} size="sm" label={t('lottery.result.winning', { number: row.winningNumber })} />
              </>
            );
            return (
              <li key={`${row.gameCode}-${row.numero}`}>
                {onSelect ? (
                  <button
                    type="button"
                    className={`${styles.row} ${row.gameCode === selected ? styles.active : ''}`}
                    aria-pressed={row.gameCode === selected}
                    onClick={() => onSelect(row.gameCode)}
                  >
                    {content}
                  </button>
                ) : (
                  <div className={styles.row}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
