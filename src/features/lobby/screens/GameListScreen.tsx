import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useSearchParams } from 'react-router';
import type { GameType } from '@contracts/shared/constants';
import { EmptyState, Icon, pageKit, Pagination } from '@/components';
import { navigateWhenReady } from '@/lib/dataFirst';
import { useDelayedFlag } from '@/lib/useDelayedFlag';
import { useLoginState } from '../../session';
import { prefetchList, useGameList, type GameListPick } from '../api';
import { GameGrid } from '../components/GameGrid';
import { GameTypeMenu } from '../components/GameTypeMenu';
import { useCategoryCards } from '../nav/useLobbyCategories';
import { EXTRA_CATEGORIES, LIST_FILTER_TYPES, LOBBY_PAGE_SIZE, VIEW_FAVOURITE, VIEW_RECENT } from '../rules/constants';
import { admitRealMember } from '../components/refusalDialogs';
import { SearchBox } from '../components/SearchBox';
import styles from './GameListScreen.module.css';
import { VendorGameTypes } from '../vendors/VendorGameTypes';
import { usePaginationLabels } from '@/lib/usePaginationLabels';

/** A list that answers within this long never dims as refreshing. */
const REFRESH_DIM_DELAY_MS = 200;
/**
 * No list tile loads its picture eagerly. An eager picture starts loading while React builds its tile, and since the
 * list's data is in before that render, the pictures (each an SVG document on the demo's main thread) were answered
 * before the frame that shows the tiles, and delayed it. Lazy pictures start at that frame's layout.
 */
const LIST_EAGER_TILES = 0;

/**
 * SPEC §2 game list page (/live, /fish, /rng, /pvp, /cockfight): the vendor
 * menu (All, Recent, Favourite, then the vendors), game name search, the
 * extra filter categories and filter types, 18 games a page, pagination and
 * a no-data state.
 */
export function GameListScreen({ gameType }: { gameType: GameType }) {
  const { t, i18n } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const { isLogin, isTrial } = useLoginState();
  const [params, setParams] = useSearchParams();

  const requestedView = params.get('view');
  const view: GameListPick = isLogin && (requestedView === VIEW_RECENT || requestedView === VIEW_FAVOURITE) ? requestedView : 'all';
  const vassalage = params.get('vassalage') ?? '';
  const filter = params.get('filter') ?? 'ALL';
  const classify = params.get('classify') ?? '';

  // The vendor lanes, sports already split, so cockfight lists its own vendors.
  const { cards: vendors } = useCategoryCards(gameType);

  // Search: the URL (and the list) follow the trimmed term once typing pauses (SearchBox).
  const urlTerm = params.get('gameName') ?? '';
  const queryClient = useQueryClient();
  const language = i18n.language;
  /**
   * Every list change goes through here: the address follows the changes (a change that does not name the page
   * goes back to page 1), once the next list is in (`navigateWhenReady`), so the screen renders once, with it.
   */
  const update = useCallback(
    (changes: Record<string, string | null>, options?: { replace: boolean }) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      navigateWhenReady(prefetchList(queryClient, gameType, next, language), () => setParams(next, options));
    },
    [params, setParams, queryClient, gameType, language],
  );
  const search = useCallback((settled: string) => update({ gameName: settled }, { replace: true }), [update]);

  const chooseView = (next: GameListPick) => {
    if (next !== 'all' && !admitRealMember({ isLogin, isTrial })) return;
    update({ view: next === 'all' ? null : next, vassalage: null });
  };

  const { result, query, page } = useGameList(gameType, view, params, i18n.language);
  const loading = query.isPending && !result;
  // Dimmed only when the next list is slow to come: with the class and its delayed opacity transition set and cleared
  // on every switch, traces showed the whole page painted again, twice, within the switch.
  const dimmed = useDelayedFlag(query.isFetching && !loading, REFRESH_DIM_DELAY_MS);
  const titleId = useId();

  const menuItem = (key: string, label: string, active: boolean, onClick: () => void, icon?: 'star' | 'records' | 'slots') => (
    <li key={key}>
      <button type="button" className={`${styles.vendor} ${active ? styles.vendorActive : ''}`} aria-pressed={active} onClick={onClick}>
        {icon ? <Icon name={icon} size={16} /> : null}
        {label}
      </button>
    </li>
  );

  return (
    <section className={pageKit.stack4} aria-labelledby={titleId} data-testid="game-list-page">
      <GameTypeMenu />
      <header className={styles.head}>
        <h1 id={titleId} className={pageKit.pageTitle}>
          {t(`nav.${gameType}`)}
        </h1>
        {/* SPEC §9: the slots lobby advertises its catalogue, a round figure whatever the list's own count. */}
        {gameType === 'RNG' ? <p className={styles.tagline}>{t('lobby.list.slotsTagline')}</p> : null}
        <p className={pageKit.muted} aria-live="polite">
          {result ? t('lobby.list.count', { count: result.totalCount }) : '\u00a0'}
        </p>
      </header>

      <nav className={styles.vendorBar} aria-label={t('lobby.list.vendorMenu')}>
        <ul className={styles.vendors}>
          {menuItem('all', t('lobby.list.all'), view === 'all' && !vassalage, () => update({ view: null, vassalage: null }), 'slots')}
          {menuItem('recent', t('lobby.list.recent'), view === VIEW_RECENT, () => chooseView(VIEW_RECENT), 'records')}
          {menuItem('favourite', t('lobby.list.favourite'), view === VIEW_FAVOURITE, () => chooseView(VIEW_FAVOURITE), 'star')}
          {vendors.map((vendor) =>
            menuItem(vendor.vassalage, vendor.displayName, view === 'all' && vassalage === vendor.vassalage, () =>
              update({ view: null, vassalage: vendor.vassalage }),
            ),
          )}
        </ul>
        {vassalage ? <VendorGameTypes vassalage={vassalage} current={gameType} /> : null}
      </nav>

      {view === 'all' ? (
        <div className={styles.toolbar}>
          <SearchBox value={urlTerm} onSearch={search} fetching={query.isFetching} />
          <div className={styles.filters} role="group" aria-label={t('lobby.list.filterTypes')}>
            {LIST_FILTER_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                className={`${styles.filter} ${filter === type ? styles.filterActive : ''}`}
                aria-pressed={filter === type}
                onClick={() => update({ filter: type === 'ALL' ? null : type })}
              >
                {t(`lobby.filter.${type}`)}
              </button>
            ))}
          </div>
          {gameType === 'RNG' ? (
            <div className={pageKit.wrap2} role="group" aria-label={t('lobby.list.categories')}>
              {EXTRA_CATEGORIES.map((category) => (
                <button
                  key={category}
                  type="button"
                  className={`${styles.category} ${classify === category ? styles.categoryActive : ''}`}
                  aria-pressed={classify === category}
                  onClick={() => update({ classify: classify === category ? null : category })}
                >
                  {t(`lobby.category.${category}`)}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}

      <div className={`${styles.results} ${dimmed ? styles.refreshing : ''}`} aria-busy={query.isFetching || undefined}>
        {query.isError && !result ? (
          <EmptyState large alert onRetry={() => void query.refetch()} retryLabel={t('lobby.list.retry')}>
            <p>{t('lobby.list.error')}</p>
          </EmptyState>
        ) : !loading && result && result.games.length === 0 ? (
          <EmptyState large testId="no-data" icon={<Icon name="slots" size={40} />} title={t('lobby.list.noData')} text={t('lobby.list.noDataHint')} />
        ) : (
          <GameGrid games={result?.games} loading={loading} gameType={gameType} placeholders={LOBBY_PAGE_SIZE} label={t('lobby.list.games')} eagerCount={LIST_EAGER_TILES} />
        )}
      </div>

      {result ? (
        <Pagination
          page={page}
          totalPages={result.totalPages}
          onChange={(next) => {
            update({ page: next > 1 ? String(next) : null });
            window.scrollTo?.({ top: 0 });
          }}
          labels={paginationLabels}
        />
      ) : null}
    </section>
  );
}
