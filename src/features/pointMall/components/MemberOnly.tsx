import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Icon } from '@/components';
import { openModal } from '@/lib/state/ui';
import { useLoginState } from '../../session';
import styles from './panels.module.css';

/** A tab about the member's own points: a guest is asked to log in, a trial account gets in_need_true_account. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useLoginState();
  if (isLogin && !isTrial) return <>{children}</>;
  return (
    <div className={styles.locked}>
      <span className={styles.lockedMark} aria-hidden="true">
        <Icon name={isLogin ? 'alert' : 'user'} size={26} />
      </span>
      {isLogin ? (
        <p role="alert">{t('errors.trialAccount')}</p>
      ) : (
        <>
          <p>{t('mallPoints.memberOnly')}</p>
          <Button onClick={() => openModal('login')}>{t('mallPoints.hero.login')}</Button>
        </>
      )}
    </div>
  );
}
