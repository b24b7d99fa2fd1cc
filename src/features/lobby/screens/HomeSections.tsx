import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { Link, useSearchParams } from 'react-router';
import type { LobbyGame } from '../../../../contracts/games';
import type { GameType } from '../../../../contracts/shared/constants';
import { Icon } from '../../../components';
import { contract, useRouteQuery } from '../../../lib/api';
import { useLoginState } from '../../session';
import { sessionStore } from '../../../lib/storage';
import { GameTypeMenu, HOT_TYPE_PARAM } from '../components/GameTypeMenu';
import { loginRecentArgs } from '../favourites/useLoginGamesPreload';
import { GameGrid } from '../components/GameGrid';
import { pagePath, typePath } from '../../../lib/pages';
import { COCKFIGHT_HOME_CAP, HOME_SECTION_SIZE } from '../constants';
import { useInView } from '../useInView';
import styles from './HomeSections.module.css';

/** SPEC §4 caching: hot games are kept in session storage, per language. */
function readHotCache(language: string): LobbyGame[] | undefined {
  try {
    const cached = JSON.parse(sessionStore.get('hotGames') ?? 'null') as { language: string; list: LobbyGame[] } | null;
    return cached?.language === language && Array.isArray(cached.list) ? cached.list : undefined;
  } catch {
    return undefined;
  }
}

interface SectionProps {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
  sectionRef?: RefObject<HTMLElement | null>;
}

function Section({ id, title, more, children, sectionRef }: SectionProps) {
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className={styles.more}>
            {more.label}
            <span className="visually-hidden"> {title}</span>
            <Icon name="chevronRight" size={16} />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function HotSection({ expanded = false }: { expanded?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // The HOT game type shows the whole hot list; home starts with 12 and expands.
  const [shown, setShown] = useState(expanded ? Number.POSITIVE_INFINITY : HOME_SECTION_SIZE);
  const hot = useRouteQuery(contract.games.hot, { query: { language: i18n.language } }, {
    initialData: () => readHotCache(i18n.language) && { list: readHotCache(i18n.language)! },
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (hot.data && hot.isSuccess) sessionStore.set('hotGames', JSON.stringify({ language: i18n.language, list: hot.data.list }));
  }, [hot.data, hot.isSuccess, i18n.language]);
  const list = hot.data?.list;
  return (
    <Section id={id} title={t('lobby.home.hot')}>
      <GameGrid games={list?.slice(0, shown)} loading={!list} placeholders={HOME_SECTION_SIZE} label={t('lobby.home.hot')} eagerCount={12} />
      {list && list.length > shown ? (
        <button type="button" className={styles.expand} onClick={() => setShown((value) => value + HOME_SECTION_SIZE)}>
          {t('lobby.home.showMore')}
        </button>
      ) : null}
    </Section>
  );
}

/** SPEC §7 popular: the games most played across all players, loaded when the section nears the viewport. */
function PopularSection() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const visible = useInView(ref);
  const popular = useRouteQuery(contract.games.popular, { query: { limitNum: HOME_SECTION_SIZE, language: i18n.language } }, { staleTime: 5 * 60_000, enabled: visible });
  if (popular.data && popular.data.list.length === 0) return null;
  return (
    <Section id={id} title={t('content.popular')} sectionRef={ref}>
      <GameGrid games={popular.data?.list} loading={!popular.data} deferred={!visible} placeholders={HOME_SECTION_SIZE} label={t('content.popular')} />
    </Section>
  );
}

/** A member's recently played games: the 12 fetched on login (SPEC §7). */
function RecentSection() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const recent = useRouteQuery(contract.games.recent, loginRecentArgs(i18n.language), { staleTime: 60_000 });
  if (recent.data && recent.data.list.length === 0) return null;
  return (
    <Section id={id} title={t('lobby.home.recent')} more={{ to: pagePath('recent'), label: t('lobby.home.more') }}>
      <GameGrid games={recent.data?.list} loading={!recent.data} placeholders={HOME_SECTION_SIZE} label={t('lobby.home.recent')} />
    </Section>
  );
}

function TypeSection({ gameType }: { gameType: GameType }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const size = gameType === 'COCKFIGHT' ? COCKFIGHT_HOME_CAP : HOME_SECTION_SIZE;
  // Sections below the fold load when they come near the viewport (sized skeletons until then).
  const ref = useRef<HTMLElement>(null);
  const visible = useInView(ref);
  const games = useRouteQuery(
    contract.games.list,
    { query: { gameType, pageNo: 1, pageSize: size, language: i18n.language } },
    { staleTime: 5 * 60_000, enabled: visible },
  );
  if (games.data && games.data.games.length === 0) return null;
  const title = t(`nav.${gameType}`);
  return (
    <Section id={id} title={title} sectionRef={ref} more={{ to: typePath(gameType) ?? pagePath('home'), label: t('lobby.home.more') }}>
      <GameGrid games={games.data?.games} loading={!games.data} deferred={!visible} gameType={gameType} placeholders={size} label={title} />
    </Section>
  );
}

/**
 * SPEC §2 home game sections: Hot (12, expandable), then one section per
 * nav type with 12 games (cockfight 5) and a More link to its page.
 */
export function HomeSections({ gameTypes }: { gameTypes: readonly GameType[] }) {
  const { isLogin, isTrial } = useLoginState();
  const [params] = useSearchParams();
  const hotOnly = params.get(HOT_TYPE_PARAM) === 'HOT';
  return (
    <div className={styles.sections} data-testid="home-sections">
      <GameTypeMenu />
      {hotOnly ? (
        <HotSection key="hot-all" expanded />
      ) : (
        <>
          <HotSection key="hot" />
          {isLogin && !isTrial ? <RecentSection /> : null}
          <PopularSection />
          {gameTypes.map((gameType) => (
            <TypeSection key={gameType} gameType={gameType} />
          ))}
        </>
      )}
    </div>
  );
}
