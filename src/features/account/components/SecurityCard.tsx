import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { MemberInfo } from '@contracts/shared/entities';
import { Button, Icon, StatusChip, type ChipTone, type IconName } from '@/components';
import { openModal } from '@/lib/state/ui';
import type { KycState, PaymentPasswordMode } from '../rules/security';
import styles from '../screens/account.module.css';
import { MobilePanel } from './MobilePanel';
import { PaymentPasswordPanel } from './PaymentPasswordPanel';

const KYC_TONE: Record<KycState, ChipTone> = { verified: 'success', review: 'info', rejected: 'danger', required: 'warning', optional: 'neutral' };

type Open = PaymentPasswordMode | 'mobile' | null;

/** The security list: login password, payment password, bound mobile and KYC, each with its state and actions. */
export function SecurityCard({ info, kyc }: { info: MemberInfo; kyc: KycState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const toggle = (next: Exclude<Open, null>) => setOpen((current) => (current === next ? null : next));
  // S5 sends the number masked already (WIRE.md §6.1): shown with its dialling code as it came.
  const masked = info.mobile ? `${info.countryDialingCode} ${info.mobile}`.trim() : '';
  const mobileVerified = Boolean(info.mobile && info.mobileVerified);

  return (
    <section className={styles.card} aria-labelledby="account-security-title">
      <div className={styles.cardHead}>
        <h2 id="account-security-title" className={styles.cardTitle}>
          <span className={styles.cardIcon} aria-hidden="true">
            <Icon name="shield" size={18} />
          </span>
          {t('account.security.title')}
        </h2>
      </div>
      <ul className={styles.rows}>
        <SecurityRow
          icon="power"
          title={t('account.security.loginPassword')}
          value={t('account.security.loginPasswordHint')}
          chip={<StatusChip tone="success">{t('account.security.on')}</StatusChip>}
          actions={
            <Button size="sm" variant="secondary" aria-label={t('account.security.changeLoginPassword')} onClick={() => openModal('changePassword', {})}>
              {t('account.security.change')}
            </Button>
          }
        />
        <SecurityRow
          icon="wallet"
          title={t('account.security.paymentPassword')}
          value={info.hasPaymentPassword ? t('account.security.paymentSetHint') : t('account.security.paymentUnsetHint')}
          chip={<StatusChip tone={info.hasPaymentPassword ? 'success' : 'warning'}>{info.hasPaymentPassword ? t('account.security.set') : t('account.security.notSet')}</StatusChip>}
          actions={
            info.hasPaymentPassword ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('account.payment.open.changeNamed')}
                  aria-expanded={open === 'change'}
                  onClick={() => toggle('change')}
                >
                  {t('account.payment.open.change')}
                </Button>
                {info.mobile ? (
                  <Button size="sm" variant="ghost" aria-expanded={open === 'reset'} onClick={() => toggle('reset')}>
                    {t('account.payment.open.reset')}
                  </Button>
                ) : null}
              </>
            ) : (
              <Button size="sm" aria-expanded={open === 'set'} onClick={() => toggle('set')}>
                {t('account.payment.open.set')}
              </Button>
            )
          }
        >
          {open === 'set' || open === 'change' || open === 'reset' ? <PaymentPasswordPanel key={open} mode={open} maskedMobile={masked} onClose={() => setOpen(null)} /> : null}
        </SecurityRow>
        <SecurityRow
          icon="chat"
          title={t('account.security.mobile')}
          value={masked || t('account.security.mobileNone')}
          chip={
            <StatusChip tone={mobileVerified ? 'success' : 'warning'}>
              {mobileVerified ? t('account.mobile.state.verified') : info.mobile ? t('account.security.unverified') : t('account.security.notSet')}
            </StatusChip>
          }
          actions={
            <Button size="sm" variant={mobileVerified ? 'secondary' : 'primary'} aria-expanded={open === 'mobile'} onClick={() => toggle('mobile')}>
              {mobileVerified ? t('account.mobile.open.change') : info.mobile ? t('account.mobile.open.verify') : t('account.mobile.open.bind')}
            </Button>
          }
        >
          {open === 'mobile' ? <MobilePanel info={info} onClose={() => setOpen(null)} /> : null}
        </SecurityRow>
        <SecurityRow
          icon="user"
          title={t('account.security.kyc')}
          value={t(`account.kyc.hint.${kyc}`)}
          chip={<StatusChip tone={KYC_TONE[kyc]}>{t(`account.kyc.state.${kyc}`)}</StatusChip>}
          actions={
            kyc === 'verified' || kyc === 'review' ? null : (
              <Button size="sm" onClick={() => openModal('security')}>
                {t('account.kyc.start')}
              </Button>
            )
          }
        />
      </ul>
    </section>
  );
}

interface RowProps {
  icon: IconName;
  title: string;
  value: string;
  chip: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}

function SecurityRow({ icon, title, value, chip, actions, children }: RowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <span className={styles.rowIcon} aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        <div className={styles.rowText}>
          <h3 className={styles.rowTitle}>
            {title} {chip}
          </h3>
          <p className={styles.rowValue}>{value}</p>
        </div>
        <div className={styles.rowActions}>{actions}</div>
      </div>
      {children}
    </li>
  );
}
