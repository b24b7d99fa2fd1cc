import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useSearchParams } from 'react-router';
import type { GameType } from '@contracts/shared/constants';
import { Icon } from '@/components';
import { useLoginState } from '../../session';
import { gameListOptions, loginRecentQuery, recentGamesOptions, useHotGames } from '../api';
import { GameTypeMenu, HOT_TYPE_PARAM } from '../components/GameTypeMenu';
import { GameGrid } from '../components/GameGrid';
import { pagePath, typePath } from '@/lib/pages';
import { COCKFIGHT_HOME_CAP, HOME_SECTION_SIZE } from '../rules/constants';
import { useInView } from '@/lib/useInView';
import styles from './HomeSections.module.css';

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
  const list = useHotGames(i18n.language).data;
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

/** A member's recently played games: the 12 fetched on login (SPEC §7). */
function RecentSection() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const recent = useQuery(recentGamesOptions(loginRecentQuery(i18n.language)));
  if (recent.data && recent.data.games.length === 0) return null;
  return (
    <Section id={id} title={t('lobby.home.recent')} more={{ to: pagePath('recent'), label: t('lobby.home.more') }}>
      <GameGrid games={recent.data?.games} loading={!recent.data} placeholders={HOME_SECTION_SIZE} label={t('lobby.home.recent')} />
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
  const games = useQuery({ ...gameListOptions({ gameType, pageNo: 1, pageSize: size, language: i18n.language }), staleTime: 5 * 60_000, enabled: visible });
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
          {gameTypes.map((gameType) => (
            <TypeSection key={gameType} gameType={gameType} />
          ))}
        </>
      )}
    </div>
  );
}
