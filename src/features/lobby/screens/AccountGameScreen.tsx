import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { usePageParam } from '../../../lib/paging';
import { useFavouriteList } from '../../favourites';
import { Icon, Pagination } from '../../../components';
import { contract, useRouteQuery } from '../../../lib/api';
import { GameGrid } from '../components/GameGrid';
import { GameTypeMenu } from '../components/GameTypeMenu';
import type { TileGame } from '../components/GameTile';
import { LOBBY_PAGE_SIZE } from '../constants';
import styles from './GameListScreen.module.css';
import { usePaginationLabels } from '../usePaginationLabels';

/** SPEC §2 account game pages: /favorite (every type) and /recent, as tile grids. */
export function AccountGameScreen({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const [, setParams] = useSearchParams();
  const titleId = useId();
  const page = usePageParam();
  const options = { placeholderData: keepPreviousData } as const;
  const favourites = useFavouriteList({ gameType: 'ALL', pageNo: page, pageSize: LOBBY_PAGE_SIZE, language: i18n.language }, { enabled: kind === 'favorite' });
  const recent = useRouteQuery(
    contract.games.recent,
    { query: { page, pageSize: LOBBY_PAGE_SIZE, language: i18n.language } },
    { ...options, enabled: kind === 'recent' },
  );
  const query = kind === 'favorite' ? favourites : recent;
  let games: TileGame[] | undefined;
  let totalPages = 0;
  if (kind === 'favorite' && favourites.data) {
    games = favourites.data.games;
    totalPages = favourites.data.totalPages;
  } else if (kind === 'recent' && recent.data) {
    games = recent.data.list;
    totalPages = recent.data.totalPages;
  }

  return (
    <section className={styles.page} aria-labelledby={titleId} data-testid={`${kind}-page`}>
      <GameTypeMenu />
      <header className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {t(`pages.${kind}`)}
        </h1>
      </header>
      <div className={styles.results}>
        {query.isError && !games ? (
          <div className={styles.empty} role="alert">
            <p>{t('lobby.list.error')}</p>
            <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
              {t('lobby.list.retry')}
            </button>
          </div>
        ) : games && games.length === 0 ? (
          <div className={styles.empty} data-testid="no-data">
            <Icon name={kind === 'favorite' ? 'star' : 'records'} size={40} />
            <p className={styles.emptyTitle}>{t(kind === 'favorite' ? 'lobby.account.noFavourites' : 'lobby.account.noRecent')}</p>
            <Link to="/rng" className={styles.retry}>
              {t('lobby.account.browse')}
            </Link>
          </div>
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
