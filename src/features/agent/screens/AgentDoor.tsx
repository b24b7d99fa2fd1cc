import { Icon, type IconName, pageKit } from '@/components';
import { useTranslation } from '@/lib/useTranslation';
import { Navigate } from 'react-router';
import { useLoginState } from '@/features/session';
import { AgentLoginForm } from '@/features/auth';
import styles from '../agent.module.css';

const BLURBS: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'dividend', icon: 'crown' },
  { key: 'salary', icon: 'wallet' },
  { key: 'realtime', icon: 'trophy' },
  { key: 'team', icon: 'referral' },
];

/**
 * SPEC §2 /agent: the agent login page with a title, marketing blurbs and the
 * username login form (no remember box on agent pages). Agents land on
 * /agentHome; a signed-in agent goes straight there.
 */
export function AgentDoor() {
  const { t } = useTranslation();
  const { isLogin, isAgent } = useLoginState();
  if (isLogin && isAgent) return <Navigate to="/agentHome" replace />;
  return (
    <div className={styles.door}>
      <section className={pageKit.column4} aria-labelledby="agent-door-title">
        <p className={styles.kicker}>{t('agentDoor.kicker')}</p>
        <h1 id="agent-door-title" className={styles.title}>
          {t('agentDoor.title')}
        </h1>
        <p className={styles.lead}>{t('agentDoor.lead')}</p>
        <ul className={styles.blurbs}>
          {BLURBS.map(({ key, icon }) => (
            <li key={key} className={styles.blurb}>
              <span className={styles.blurbIcon}>
                <Icon name={icon} size={22} />
              </span>
              <span>
                <strong className={styles.blurbTitle}>{t(`agentDoor.blurbs.${key}.title`)}</strong>
                <span className={styles.blurbText}>{t(`agentDoor.blurbs.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.loginCard} aria-labelledby="agent-login-title">
        <h2 id="agent-login-title" className={styles.cardTitle}>
          {t('agentDoor.loginTitle')}
        </h2>
        <p className={styles.cardLead}>{t('agentDoor.loginLead')}</p>
        <AgentLoginForm />
      </section>
    </div>
  );
}
