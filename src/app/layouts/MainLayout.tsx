import { Outlet } from 'react-router';
import { PublicPopups } from '../../features/notices';
import { useRouteMeta } from '../routeMeta';
import { BannerStrip } from '../../features/banners';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './MainLayout.module.css';
import { SideMenu } from './SideMenu';

/** SPEC §2 main layout: side menu, header, banner, content, footer. Game pages hide the side menu. */
export function MainLayout() {
  const meta = useRouteMeta();
  return (
    <div className={styles.shell}>
      {meta.gamePage ? null : <SideMenu />}
      <div className={styles.column}>
        <Header />
        <main className={styles.content} id="main">
          {meta.bannerGroup ? <BannerStrip group={meta.bannerGroup} /> : null}
          <Outlet />
        </main>
        {meta.noFooter ? null : <Footer />}
        <PublicPopups />
      </div>
    </div>
  );
}
