import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { Button } from '../../components';
import { session } from '../../lib/state/session';
import { openModal } from '../../lib/state/ui';
import { AgentClock } from './AgentClock';
import styles from './AgentLayout.module.css';
import { Logo } from './Logo';

/** The separate agent layout (SPEC §2): its own header with time zone, clock, nickname and sign out. */
export function AgentLayout() {
  const { t } = useTranslation();
  const { isLogin, userInfo } = useSnapshot(session);
  return (
    <div className={styles.agent}>
      <header className={styles.header}>
        <Logo />
        <span className={styles.title}>{t('agent.backOffice')}</span>
        <div className={styles.right}>
          <AgentClock label={t('agent.clock')} />
          {isLogin && userInfo ? (
            <>
              <span className={styles.nickname}>{userInfo.nickname}</span>
              <Button variant="ghost" size="sm" onClick={() => openModal('logoutConfirm')}>
                {t('side.signOut')}
              </Button>
            </>
          ) : null}
        </div>
      </header>
      <main className={styles.content} id="main">
        <Outlet />
      </main>
    </div>
  );
}
