import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useNavigate } from 'react-router';
import { Button, Modal, pageKit } from '@/components';
import { resumeInterrupted } from '@/lib/state/promptInterrupt';
import { useMoney } from '../../promotions';
import { useAcknowledgeRealityCheck, useRgLogout, useRgWatch } from '../api';
import { hoursMinutes } from '../rules/limits';
import { minutesPlayed } from '../rules/realityCheck';
import styles from './rg.module.css';

/**
 * The reality check (issue 16): time played, wagered and profit/loss since
 * login. It cannot be dismissed (no close button, Escape or backdrop): the
 * player chooses to continue, which reopens what it interrupted (which
 * lib/state/promptInterrupt kept), or to log out.
 */
export function RealityCheckModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const watch = useRgWatch();
  const acknowledge = useAcknowledgeRealityCheck();
  const logout = useRgLogout({ onSignedOut: () => { onClose(); void navigate('/'); } });
  const [wallNow, setWallNow] = useState(() => Date.now());
  useEffect(() => {
    void watch.refetch();
    const timer = setInterval(() => setWallNow(Date.now()), 1_000);
    return () => clearInterval(timer);
    // Fresh figures once, when the check opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reading = watch.data;
  const played = hoursMinutes(reading ? minutesPlayed(reading, wallNow) : 0);
  const session = reading?.status.session;
  const proceed = () => acknowledge.mutate({}, { onSuccess: resumeInterrupted });

  return (
    <Modal
      title={t('rgReality.title')}
      dismissible={false}
      size="sm"
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => logout.mutate({})} loading={logout.isPending}>
            {t('rgReality.logout')}
          </Button>
          <Button onClick={proceed} loading={acknowledge.isPending}>
            {t('rgReality.continue')}
          </Button>
        </div>
      }
    >
      <div className={pageKit.stack4} data-testid="reality-check">
        <p className={pageKit.titleMd}>{t('rgReality.lead', { hours: played.hours, minutes: played.minutes })}</p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('rgReality.timePlayed')}</dt>
            <dd>{t('rgCommon.duration', { hours: played.hours, minutes: played.minutes })}</dd>
          </div>
          <div>
            <dt>{t('rgReality.wagered')}</dt>
            <dd>{money(session?.wagered ?? 0)}</dd>
          </div>
          <div>
            <dt>{t('rgReality.profitLoss')}</dt>
            <dd className={(session?.profitLoss ?? 0) < 0 ? styles.loss : styles.win}>{money(session?.profitLoss ?? 0, true)}</dd>
          </div>
        </dl>
        <p className={pageKit.mutedXs}>{t('rgReality.note')}</p>
        {acknowledge.isError ? <p role="alert" className={styles.error}>{t('errors.unknown')}</p> : null}
      </div>
    </Modal>
  );
}
