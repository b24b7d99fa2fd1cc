import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { Button, Modal, pageKit } from '@/components';
import { complianceFlags } from '../components/sessionFlags';
import styles from './DisclaimerModal.module.css';

/** The statements, in order; their text lives in locales/<lang>/compliance.json. */
const STATEMENTS = ['regulated', 'age', 'officials', 'armedForces', 'restricted', 'licensees', 'responsible'] as const;

/**
 * SPEC §2 disclaimer: a statement list, an accept button and a link to the
 * help terms; no close button, Esc and outside clicks do nothing. Accepting
 * sets the session flag disclaimerAccept.
 */
export function DisclaimerModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const accept = () => {
    complianceFlags.acceptDisclaimer();
    onClose();
  };
  return (
    <Modal title={t('modals.disclaimer')} onClose={onClose} dismissible={false} size="md">
      <div className={pageKit.column4}>
        <div className={styles.badge} aria-hidden="true">
          21+
        </div>
        <p className={styles.lead}>{t('disclaimer.lead')}</p>
        <ul className={styles.list} aria-label={t('disclaimer.listLabel')}>
          {STATEMENTS.map((key) => (
            <li key={key} className={styles.item}>
              {t(`disclaimer.statements.${key}`)}
            </li>
          ))}
        </ul>
        <p className={styles.terms}>
          {t('disclaimer.termsBefore')}{' '}
          <Link to="/help#term" className={styles.link}>
            {t('disclaimer.termsLink')}
          </Link>
          .
        </p>
        <Button size="lg" block onClick={accept}>
          {t('disclaimer.accept')}
        </Button>
      </div>
    </Modal>
  );
}
