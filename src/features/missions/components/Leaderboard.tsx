import { useTranslation } from '@/lib/useTranslation';
import { LEADERBOARD_PERIODS } from '@contracts/missions';
import { pageKit, plainTable, Skeleton, StatusChip } from '@/components';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useLoginState } from '../../session';
import { useLeaderboard, type LeaderboardPeriod } from '../api';
import { boardRows, type BoardRow } from '../rules/missions';
import styles from './Missions.module.css';

interface LeaderboardProps {
  period: LeaderboardPeriod;
  onPeriod: (period: LeaderboardPeriod) => void;
  languageTag: string;
  symbol: string;
}

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/** The mission leaderboard of a chosen period; the member's own row is highlighted, pinned below the top when outside it. */
export function Leaderboard({ period, onPeriod, languageTag, symbol }: LeaderboardProps) {
  const { t } = useTranslation();
  const { userInfo } = useLoginState();
  const board = useLeaderboard(period);
  const data = board.data;
  const rows = data ? boardRows(data.list, data.me, userInfo?.account ?? '', userInfo?.vipRankLevel ?? 0) : null;

  const row = (item: BoardRow) => (
    <tr key={`${item.rank}-${item.account}`} className={item.mine ? styles.mine : undefined} aria-current={item.mine ? 'true' : undefined}>
      <td className={styles.rank}>
        {item.rank <= 3 ? (
          <span className={`${styles.medal} ${styles[MEDALS[item.rank - 1] ?? 'gold']}`}>{item.rank}</span>
        ) : (
          `#${formatNumber(item.rank, languageTag)}`
        )}
      </td>
      <th scope="row">
        <span className={styles.player}>
          <span className={styles.masked}>{item.account}</span>
          {item.mine ? <StatusChip tone="gold">{t('mallMissions.board.you')}</StatusChip> : null}
        </span>
      </th>
      <td className={plainTable.end}>{formatNumber(item.score, languageTag)}</td>
      <td className={plainTable.end}>{item.prize > 0 ? formatMoney(item.prize, languageTag, symbol) : '—'}</td>
    </tr>
  );

  return (
    <section className={styles.board} aria-labelledby="leaderboard-title">
      <div className={pageKit.sectionHead}>
        <div>
          <h2 id="leaderboard-title" className={pageKit.sectionTitle}>
            {t('mallMissions.board.title')}
          </h2>
          {data ? <p className={styles.muted}>{t('mallMissions.board.range', { from: formatDate(data.periodStart), to: formatDate(new Date(Date.parse(data.periodEnd) - 1)) })}</p> : null}
        </div>
        <div className={styles.segmented} role="group" aria-label={t('mallMissions.board.period')}>
          {LEADERBOARD_PERIODS.map((value) => (
            <button key={value} type="button" aria-pressed={period === value} className={period === value ? styles.segOn : undefined} onClick={() => onPeriod(value)}>
              {t(`mallMissions.board.periods.${value}`)}
            </button>
          ))}
        </div>
      </div>
      {data && data.me.rank === null ? <p className={styles.note}>{t('mallMissions.board.noScore')}</p> : null}
      {data && data.me.rank !== null ? (
        <p className={styles.note}>{t('mallMissions.board.yourRank', { count: data.me.score, rank: formatNumber(data.me.rank, languageTag), score: formatNumber(data.me.score, languageTag) })}</p>
      ) : null}
      {rows ? (
        <div className={`${styles.tableWrap} ${board.isPlaceholderData ? styles.refreshing : ''}`}>
          <table className={plainTable.table}>
            <caption className="visually-hidden">{t('mallMissions.board.caption', { period: t(`mallMissions.board.periods.${period}`) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('mallMissions.board.rank')}</th>
                <th scope="col">{t('mallMissions.board.player')}</th>
                <th scope="col" className={plainTable.end}>
                  {t('mallMissions.board.score')}
                </th>
                <th scope="col" className={plainTable.end}>
                  {t('mallMissions.board.prize')}
                </th>
              </tr>
            </thead>
            <tbody>{rows.top.map(row)}</tbody>
            {rows.pinned ? (
              <tbody className={styles.pinned}>
                <tr aria-hidden="true" className={styles.gap}>
                  <td colSpan={4}>⋯</td>
                </tr>
                {row(rows.pinned)}
              </tbody>
            ) : null}
          </table>
        </div>
      ) : board.isError ? (
        <p role="alert">{t('centreKit.table.error')}</p>
      ) : (
        <Skeleton height={420} radius={16} />
      )}
    </section>
  );
}
