import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/useTranslation';
import { depositStep } from '@contracts/shared/jurisdictions';
import { Button, Icon, pageKit, Skeleton } from '@/components';
import { memberPageHref } from '@/lib/centrePages';
import { useJurisdiction } from '../../system';
import { useRgStatus, useSetLimit } from '../api';
import { LimitCard } from './LimitCard';
import styles from './rg.module.css';

/**
 * UKGC (issue 35), in front of the deposit form: age and identity verified first, then, before the
 * first deposit, a deposit limit chosen (or none). Where the regulator asks neither, or the member
 * has done both, the form shows at once. The backend refuses the same deposits
 * (kyc_verification_required, deposit_limit_prompt_required).
 */
export function DepositGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const profile = useJurisdiction();
  const asks = profile.deposits.verifiedFirst || profile.deposits.limitPromptFirst;
  const status = useRgStatus();
  const declineLimit = useSetLimit();
  if (!asks) return children;
  if (status.isPending) return <Skeleton height={240} />;
  const regulation = status.data?.regulation;
  // No answer to judge by: the form shows, and the backend still refuses what the rules refuse.
  if (!status.data || !regulation) return children;
  const step = depositStep(profile, {
    verified: regulation.verified,
    hasDeposited: regulation.hasDeposited,
    limitPromptAnswered: regulation.depositPromptAnswered,
  });
  if (step === 'NONE') return children;
  if (step === 'VERIFY') {
    return (
      <section className={styles.card} aria-labelledby="rg-verify-first" data-testid="deposit-verify-first">
        <header className={styles.cardHead}>
          <span className={styles.cardIcon} aria-hidden="true"><Icon name="shield" size={22} /></span>
          <div>
            <h2 id="rg-verify-first" className={styles.cardTitle}>{t('rgJurisdiction.deposit.verifyTitle')}</h2>
            <p className={styles.cardLead}>{t('rgJurisdiction.deposit.verifyText', { regulator: profile.regulator })}</p>
          </div>
        </header>
        <Link className={styles.bannerLink} to={memberPageHref('securityCenter')}>{t('rgJurisdiction.deposit.verifyLink')}</Link>
      </section>
    );
  }
  return (
    <div className={pageKit.stack3} data-testid="deposit-limit-prompt">
      <section className={styles.card} aria-labelledby="rg-limit-prompt">
        <h2 id="rg-limit-prompt" className={styles.cardTitle}>{t('rgJurisdiction.deposit.promptTitle')}</h2>
        <p className={styles.cardLead}>{t('rgJurisdiction.deposit.promptText', { regulator: profile.regulator })}</p>
        <Button
          variant="ghost"
          loading={declineLimit.isPending}
          onClick={() => declineLimit.mutate({ body: { kind: 'DEPOSIT', period: 'DAILY', amount: null } })}
        >
          {t('rgJurisdiction.deposit.noLimit')}
        </Button>
        {declineLimit.isError ? <p role="alert" className={styles.error}>{declineLimit.error.message}</p> : null}
      </section>
      <LimitCard kind="DEPOSIT" limits={status.data.limits} />
    </div>
  );
}
