import { lazy, memo, Suspense } from 'react';
import { Outlet } from 'react-router';
import { loadPublicPopups } from '@/features/announcements';
import { usePageMeta } from '../pageMeta';
import { BannerStrip } from '../../features/banners';
import { DomainNotice } from '../../features/content';
import { loadNewestUnreadToast } from '../../features/messages';
import { loadRgWatch } from '../../features/responsibleGaming';
import { Header } from './Header';
import styles from './MainLayout.module.css';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';
import { GameFrameSlot, useGameFrameShown } from '../../features/lobby';

/** The footer sits below the fold: its code follows the first screen instead of riding in the initial load. */
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));
/** Responsible gaming's reality-check timer and self-exclusion banner: only a logged-in player needs them. */
const RgWatch = lazy(() => loadRgWatch().then((component) => ({ default: component })));
/** SPEC §4 public popups: they wait for N1 and the modal slot (the prompt queue), so their code follows the first page. */
const PublicPopups = memo(lazy(() => loadPublicPopups().then((component) => ({ default: component }))));
/** The newest unread message as a toast (WIRE.md §6.6 N3): only a logged-in member needs it. */
const NewestUnreadToast = lazy(() => loadNewestUnreadToast().then((component) => ({ default: component })));

/*
 * The layout re-renders on every URL change (it reads the route's meta); these parts take
 * nothing from the URL, so a lobby page, vendor or type switch leaves them alone.
 */
const Banner = memo(BannerStrip);
const Notice = memo(DomainNotice);

/** SPEC §2 main layout: side menu, header, banner, content, footer. Game pages hide the side menu. */
export function MainLayout() {
  const meta = usePageMeta();
  // A game in the frame covers the page (kept, hidden, beneath it) as a game page does: no side menu, no footer.
  const gameShown = useGameFrameShown();
  return (
    <div className={styles.shell}>
      <SkipLink />
      {meta.gamePage || gameShown ? null : <SideMenu />}
      <div className={styles.column}>
        <Header />
        <main className={styles.content} id="main">
          <GameFrameSlot />
          <div className={gameShown ? undefined : styles.page} hidden={gameShown}>
            <Notice />
            <Suspense fallback={null}>
              <RgWatch />
            </Suspense>
            {meta.bannerGroup ? <Banner group={meta.bannerGroup} /> : null}
            <Outlet />
          </div>
        </main>
        {meta.noFooter || gameShown ? null : (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <PublicPopups />
          <NewestUnreadToast />
        </Suspense>
      </div>
    </div>
  );
}
