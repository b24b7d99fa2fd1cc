import { useTranslation } from '@/lib/useTranslation';
import { useSearchParams } from 'react-router';
import type { GameType } from '@contracts/shared/constants';
import { Button, PageHero, Skeleton } from '@/components';
import { formatMoney } from '@/lib/format';
import { safeUrl } from '@/lib/safeUrl';
import { useLaunchGame } from '../../lobby';
import { useCurrencySymbol } from '../../system';
import { useWinnerRanking, type Winner } from '../api';
import styles from './WinnersPage.module.css';

const CATEGORIES = ['ALL', 'LIVE', 'RNG', 'FISH', 'PVP'] as const satisfies ReadonlyArray<'ALL' | GameType>;
type Category = (typeof CATEGORIES)[number];
const isCategory = (value: string | null): value is Category => (CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * SPEC §2 winners list: the winner board (G17, which WIRE.md names for SPEC's "winner ranking" too)
 * by category, biggest wins first, each row launching its game. The platform's board has no
 * period, so the page has none.
 */
export function WinnersPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const category = isCategory(search.get('category')) ? (search.get('category') as Category) : 'ALL';
  const ranking = useWinnerRanking(i18n.language, category);
  const symbol = useCurrencySymbol();
  const launch = useLaunchGame();
  const pick = (value: string) => {
    const next = new URLSearchParams(search);
    next.set('category', value);
    setSearch(next, { replace: true });
  };
  const play = (entry: Winner) => void launch(entry.game);
  const money = (amount: number) => formatMoney(amount, i18n.language, symbol);

  return (
    <div className={styles.page} data-testid="winners-page">
      <PageHero icon="trophy" title={t('content.winners.title')} lead={t('content.winners.lead')} />
      <div className={styles.filters}>
        <div role="group" aria-label={t('content.winners.category')} className={styles.segment}>
          {CATEGORIES.map((value) => (
            <button key={value} type="button" className={styles.segmentButton} aria-pressed={value === category} onClick={() => pick(value)}>
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
        <ol className={styles.list} data-testid="winners-list" aria-label={t('content.winners.title')}>
          {ranking.data.map((entry) => (
            <li key={entry.rank} className={`${styles.row} ${entry.rank <= 3 ? styles[`top${entry.rank}`] : ''}`}>
              <span className={styles.rank} aria-label={t('content.winners.rank', { rank: entry.rank })}>
                {entry.rank}
              </span>
              <img className={styles.icon} src={(entry.game.icon && safeUrl(entry.game.icon)) || undefined} alt="" width={56} height={56} loading="lazy" />
              <div className={styles.who}>
                <span className={styles.name}>{entry.customerName}</span>
                <span className={styles.sub}>{t('content.winners.wonAt', { game: entry.game.name })}</span>
              </div>
              <span className={styles.total}>{money(entry.winAmount)}</span>
              <Button size="sm" variant="secondary" onClick={() => play(entry)} aria-label={t('content.winners.playLabel', { game: entry.game.name })}>
                {entry.game.name}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
