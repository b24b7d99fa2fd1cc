import { useTranslation } from '@/lib/useTranslation';
import { Button, Icon, pageKit, Skeleton } from '@/components';
import { formatMoney, formatNumber } from '@/lib/format';
import { openModal } from '@/lib/state/ui';
import { languageTag } from '@/lib/languages';
import { useLoginState } from '../../session';
import { PointsMoneyValue } from '../../responsibleGaming';
import { usePointsBalance, usePointsSummary } from '../api';
import styles from './PointsHero.module.css';

/**
 * The mall's header: the title and, for a member, the point balance with
 * what redeems hold and the member's conversion rate, shown on every tab.
 * A guest is asked to log in; a trial account is told it needs a real one.
 */
export function PointsHero() {
  const { t, i18n } = useTranslation();
  const tag = languageTag(i18n.language);
  const { isLogin, isTrial } = useLoginState();
  const balance = usePointsBalance();
  const summary = usePointsSummary().data;
  const value = balance.data;

  return (
    <header className={styles.hero}>
      <div className={pageKit.stack2}>
        <p className={styles.eyebrow}>
          <Icon name="gift" size={16} /> {t('mallPoints.eyebrow')}
        </p>
        <h1 className={styles.title}>{t('mallPoints.title')}</h1>
        <p className={styles.lead}>{t('mallPoints.lead')}</p>
        <p className={styles.never}>
          <Icon name="star" size={16} /> {t('mallPoints.neverExpire')}
        </p>
      </div>
      <div className={styles.wallet} aria-live="polite">
        {!isLogin ? (
          <div className={styles.guest}>
            <p className={styles.guestText}>{t('mallPoints.hero.guest')}</p>
            <Button onClick={() => openModal('login')} icon={<Icon name="user" size={16} />}>
              {t('mallPoints.hero.login')}
            </Button>
          </div>
        ) : isTrial ? (
          <p className={styles.guestText} role="note">
            {t('errors.trialAccount')}
          </p>
        ) : (
          <dl className={styles.stats}>
            <div className={styles.main}>
              <dt>{t('mallPoints.hero.balance')}</dt>
              <dd data-testid="points-balance">
                <span className={styles.coin} aria-hidden="true">
                  P
                </span>
                {value !== undefined ? (
                  <>
                    {formatNumber(value, tag)}
                    {/* MGA (issue 35): the real-money value beside the points. */}
                    <PointsMoneyValue points={value} pointsPerUnit={summary?.pointsPerUnit} />
                  </>
                ) : balance.isError ? (
                  <button type="button" className={styles.retry} onClick={() => void balance.refetch()}>
                    {t('centreKit.table.retry')}
                  </button>
                ) : (
                  <Skeleton width="8ch" height="1em" />
                )}
              </dd>
            </div>
            <div>
              <dt>{t('mallPoints.hero.processing')}</dt>
              <dd>{summary ? formatNumber(summary.processingPoints, tag) : '—'}</dd>
            </div>
            <div>
              <dt>{t('mallPoints.hero.earned')}</dt>
              <dd>{summary ? formatNumber(summary.totalEarned, tag) : '—'}</dd>
            </div>
            <div>
              <dt>{t('mallPoints.hero.rate')}</dt>
              <dd>{summary ? t('mallPoints.rateValue', { count: summary.pointsPerUnit, points: formatNumber(summary.pointsPerUnit, tag), money: formatMoney(1, tag, summary.currencySymbol) }) : '—'}</dd>
            </div>
          </dl>
        )}
      </div>
    </header>
  );
}
