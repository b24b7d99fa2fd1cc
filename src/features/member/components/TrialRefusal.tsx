import { useTranslation } from '@/lib/useTranslation';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components';
import styles from './TrialRefusal.module.css';

/**
 * SPEC §6/§8: a trial account (type 4) may not enter the member centre. It
 * sees the in_need_true_account warning instead of the page; confirming takes
 * it back to the lobby, where it can still play trial games.
 */
export function TrialRefusal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.refusal} data-testid="trial-refusal">
      <Dialog
        tone="warning"
        title={t('memberInfo.trial.title')}
        message={t('errors.trialAccount')}
        confirmLabel={t('memberInfo.trial.confirm')}
        closeLabel={t('common.close')}
        onConfirm={() => void navigate('/', { replace: true })}
      />
    </div>
  );
}
