import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { Link, Outlet } from 'react-router';
import { Button, Icon } from '../../components';
import { HeaderBalance } from '@/features/agent';
import { ContractOfferBadge } from '@/features/agentContracts';
import { useLoginState } from '../../features/session';
import { openModal } from '../../lib/state/ui';
import { AgentClock } from './AgentClock';
import styles from './AgentLayout.module.css';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';

/** The agent's balance follows the money as a member's does (./MoneyFollows). */
const MoneyFollows = lazy(() => import(/* webpackChunkName: "money-follows" */ './MoneyFollows'));

/** The separate agent layout (SPEC §2): its own header with time zone, clock, nickname and sign out. */
export function AgentLayout() {
  const { t } = useTranslation();
  const { isLogin, isAgent, userInfo } = useLoginState();
  const signedInAgent = isLogin && isAgent && userInfo;
  return (
    <div className={styles.agent}>
      <SkipLink />
      <header className={styles.header}>
        <Logo />
        <span className={styles.title}>{t('agent.backOffice')}</span>
        <div className={styles.right}>
          <AgentClock label={t('agent.clock')} zoneLabel={t('agentDoor.timeZone')} />
          {signedInAgent ? (
            <>
              <ContractOfferBadge />
              <HeaderBalance />
              <Suspense fallback={null}>
                <MoneyFollows />
              </Suspense>
              <span className={styles.nickname} data-testid="agent-nickname">
                <Icon name="star" size={16} />
                {userInfo.nickname}
              </span>
              <Button variant="ghost" size="sm" icon={<Icon name="power" size={16} />} onClick={() => openModal('logoutConfirm')}>
                {t('side.signOut')}
              </Button>
            </>
          ) : (
            <Link to="/" className={styles.back}>
              {t('agentDoor.backToLobby')}
            </Link>
          )}
        </div>
      </header>
      <main className={styles.content} id="main">
        <Outlet />
      </main>
    </div>
  );
}
