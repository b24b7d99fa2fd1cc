import { useId } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { usePageParam } from '@/lib/paging';
import { emptyActionClass, EmptyState, Icon, pageKit, Pagination } from '@/components';
import { useGamePage } from '../api';
import { GameGrid } from '../components/GameGrid';
import { GameTypeMenu } from '../components/GameTypeMenu';
import { LOBBY_PAGE_SIZE } from '../rules/constants';
import styles from './GameListScreen.module.css';
import { usePaginationLabels } from '@/lib/usePaginationLabels';

/** SPEC §2 account game pages: /favorite (every type) and /recent, as tile grids. */
export function AccountGameScreen({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const [, setParams] = useSearchParams();
  const titleId = useId();
  const page = usePageParam();
  // Every type: the favourite list asks for ALL, the recent list names no type.
  const { result, query } = useGamePage({ view: kind, page, pageSize: LOBBY_PAGE_SIZE, language: i18n.language });
  const games = result?.games;
  const totalPages = result?.totalPages ?? 0;

  return (
    <section className={pageKit.stack4} aria-labelledby={titleId} data-testid={`${kind}-page`}>
      <GameTypeMenu />
      <header className={styles.head}>
        <h1 id={titleId} className={pageKit.pageTitle}>
          {t(`pages.${kind}`)}
        </h1>
      </header>
      <div className={styles.results}>
        {query.isError && !games ? (
          <EmptyState large alert onRetry={() => void query.refetch()} retryLabel={t('lobby.list.retry')}>
            <p>{t('lobby.list.error')}</p>
          </EmptyState>
        ) : games && games.length === 0 ? (
          <EmptyState
            large
            testId="no-data"
            icon={<Icon name={kind === 'favorite' ? 'star' : 'records'} size={40} />}
            title={t(kind === 'favorite' ? 'lobby.account.noFavourites' : 'lobby.account.noRecent')}
          >
            <Link to="/rng" className={emptyActionClass}>
              {t('lobby.account.browse')}
            </Link>
          </EmptyState>
        ) : (
          <GameGrid games={games} loading={!games} placeholders={LOBBY_PAGE_SIZE} label={t(`pages.${kind}`)} />
        )}
      </div>
      <Pagination
        page={page}
        totalPages={totalPages}
        onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        labels={paginationLabels}
      />
    </section>
  );
}
