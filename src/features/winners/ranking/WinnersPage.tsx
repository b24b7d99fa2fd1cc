import { useTranslation } from '../../../lib/useTranslation';
import { useSearchParams } from 'react-router';
import { WINNER_PERIODS, type WinnerPeriod, type WinnerRankingEntry } from '../../../../contracts/games';
import { isGameType, type GameType } from '../../../../contracts/shared/constants';
import { Button, PageHero, Skeleton } from '../../../components';
import { formatMoney } from '../../../lib/format';
import { safeUrl } from '../../../lib/safeUrl';
import { useLaunchGame } from '../../lobby';
import { useCurrencySymbol } from '../../system';
import { useWinnerRanking } from './api';
import styles from './WinnersPage.module.css';

const CATEGORIES = ['ALL', 'LIVE', 'RNG', 'FISH', 'PVP'] as const satisfies ReadonlyArray<'ALL' | GameType>;
type Category = (typeof CATEGORIES)[number];
const isPeriod = (value: string | null): value is WinnerPeriod => (WINNER_PERIODS as readonly string[]).includes(value ?? '');
const isCategory = (value: string | null): value is Category => (CATEGORIES as readonly string[]).includes(value ?? '');

/** SPEC §2 winners list: the winner ranking by period and category, each row linking to the game of its biggest win. */
export function WinnersPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const period = isPeriod(search.get('period')) ? (search.get('period') as WinnerPeriod) : 'WEEK';
  const category = isCategory(search.get('category')) ? (search.get('category') as Category) : 'ALL';
  const ranking = useWinnerRanking(period, category);
  const symbol = useCurrencySymbol();
  const launch = useLaunchGame();
  const pick = (name: 'period' | 'category', value: string) => {
    const next = new URLSearchParams(search);
    next.set(name, value);
    setSearch(next, { replace: true });
  };
  const play = (entry: WinnerRankingEntry) => {
    const { game } = entry;
    if (isGameType(game.gameType)) void launch({ nodeId: game.nodeId, gameCode: game.gameCode, vassalage: game.vassalage, gameType: game.gameType, gameName: entry.gameName });
  };
  const money = (amount: number) => formatMoney(amount, i18n.language, symbol);

  return (
    <div className={styles.page} data-testid="winners-page">
      <PageHero icon="trophy" title={t('content.winners.title')} lead={t('content.winners.lead')} />
      <div className={styles.filters}>
        <div role="group" aria-label={t('content.winners.period')} className={styles.segment}>
          {WINNER_PERIODS.map((value) => (
            <button key={value} type="button" className={styles.segmentButton} aria-pressed={value === period} onClick={() => pick('period', value)}>
              {t(`content.winners.periods.${value}`)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('content.winners.category')} className={styles.segment}>
          {CATEGORIES.map((value) => (
            <button key={value} type="button" className={styles.segmentButton} aria-pressed={value === category} onClick={() => pick('category', value)}>
              {value === 'ALL' ? t('content.winners.all') : t(`nav.${value}`)}
            </button>
          ))}
        </div>
      </div>
      {ranking.isError ? (
        <div className={styles.empty}>
          <p>{t('content.winners.failed')}</p>
          <Button variant="secondary" onClick={() => void ranking.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !ranking.data ? (
        <Skeleton height={480} radius={16} />
      ) : ranking.data.length === 0 ? (
        <p className={styles.empty}>{t('content.winners.empty')}</p>
      ) : (
        <ol className={styles.list} data-testid="winners-list" aria-label={t(`content.winners.periods.${period}`)}>
          {ranking.data.map((entry) => (
            <li key={`${entry.rank}-${entry.customerName}`} className={`${styles.row} ${entry.rank <= 3 ? styles[`top${entry.rank}`] : ''}`}>
              <span className={styles.rank} aria-label={t('content.winners.rank', { rank: entry.rank })}>
                {entry.rank}
              </span>
              <img className={styles.icon} src={safeUrl(entry.iconUrl) ?? undefined} alt="" width={56} height={56} loading="lazy" />
              <div className={styles.who}>
                <span className={styles.name}>{entry.customerName}</span>
                <span className={styles.sub}>{t('content.winners.wins', { count: entry.winCount, biggest: money(entry.biggestWin) })}</span>
              </div>
              <span className={styles.total}>{money(entry.totalWin)}</span>
              <Button size="sm" variant="secondary" onClick={() => play(entry)} aria-label={t('content.winners.playLabel', { game: entry.gameName })}>
                {entry.gameName}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
