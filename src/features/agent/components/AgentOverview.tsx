import { Badge, Button, pageKit, Skeleton } from '@/components';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useHref } from 'react-router';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { languageTag } from '@/lib/languages';
import { useAgentAccount } from '../api';
import styles from '../agent.module.css';

/** The agent's profile summary (contract types, affiliate code, upline, team counts) on the back-office home. */
export function AgentOverview() {
  const { t, i18n } = useTranslation();
  const details = useAgentAccount();
  const tag = languageTag(i18n.language);
  // The link is site-relative; the app may live under a base path (the demo's /demo/).
  const referralHref = useHref(details.data?.referralLink ?? '/');

  if (details.isPending) {
    return (
      <div className={pageKit.column4} aria-busy="true">
        <Skeleton height={120} />
        <Skeleton height={220} />
      </div>
    );
  }
  if (details.isError) {
    return (
      <section className={styles.panel} role="alert">
        <p>{t('agentDoor.home.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void details.refetch()}>
          {t('agentDoor.home.retry')}
        </Button>
      </section>
    );
  }
  const info = details.data;
  return (
    <div className={pageKit.column4} data-testid="agent-overview">
      <section className={styles.hero} aria-labelledby="agent-home-title">
        <div>
          <p className={styles.kicker}>{t('agentDoor.home.kicker')}</p>
          <h1 id="agent-home-title" className={styles.heroTitle}>
            {t('agentDoor.home.welcome', { name: info.nickname })}
          </h1>
          <p className={styles.heroMeta}>
            <span>{info.account}</span>
            <span aria-hidden="true">·</span>
            <span>{t(`agentDoor.types.${info.type}`, { defaultValue: t('agentDoor.types.other') })}</span>
            <Badge tone="gold">{info.vipLabelName}</Badge>
          </p>
        </div>
        <div className={styles.heroBalance}>
          <span className={pageKit.eyebrow}>{t('agentDoor.home.balance')}</span>
          <strong className={styles.heroAmount}>{formatMoney(info.balance, tag, info.currencySymbol)}</strong>
        </div>
      </section>

      <section aria-labelledby="agent-team-title" className={styles.panel}>
        <h2 id="agent-team-title" className={styles.panelTitle}>
          {t('agentDoor.home.team')}
        </h2>
        <dl className={styles.stats}>
          <Stat label={t('agentDoor.home.teamSize')} value={formatNumber(info.team.teamSize, tag)} />
          <Stat label={t('agentDoor.home.directMembers')} value={formatNumber(info.team.directMembers, tag)} />
          <Stat label={t('agentDoor.home.directAgents')} value={formatNumber(info.team.directAgents, tag)} />
        </dl>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="agent-profile-title" className={styles.panel}>
          <h2 id="agent-profile-title" className={styles.panelTitle}>
            {t('agentDoor.home.profile')}
          </h2>
          <dl className={styles.facts}>
            <Fact label={t('agentDoor.home.affiliateCode')}>
              {info.affiliateCode ? <code className={styles.code}>{info.affiliateCode}</code> : t('agentDoor.home.none')}
            </Fact>
            <Fact label={t('agentDoor.home.referralLink')}>
              {info.referralLink ? <span className={styles.link}>{new URL(referralHref, window.location.origin).href}</span> : t('agentDoor.home.none')}
            </Fact>
            <Fact label={t('agentDoor.home.upline')}>{info.upline ?? t('agentDoor.home.noUpline')}</Fact>
            <Fact label={t('agentDoor.home.registered')}>{formatDateTime(info.registerTime)}</Fact>
            <Fact label={t('agentDoor.home.lastLogin')}>{info.lastLoginTime ? formatDateTime(info.lastLoginTime) : t('agentDoor.home.none')}</Fact>
          </dl>
        </section>

        <section aria-labelledby="agent-contracts-title" className={styles.panel}>
          <h2 id="agent-contracts-title" className={styles.panelTitle}>
            {t('agentDoor.home.contracts')}
          </h2>
          <ul className={styles.chips} aria-label={t('agentDoor.home.contractTypes')}>
            {info.contractTypes.map((type) => (
              <li key={type}>
                <Badge tone="info">{t(`agentDoor.contractTypes.${type}`)}</Badge>
              </li>
            ))}
          </ul>
          {info.activeContracts.length ? (
            <ul className={styles.contracts}>
              {info.activeContracts.map((row) => (
                <li key={row.id} className={styles.contract}>
                  <span className={styles.contractType}>{t(`agentDoor.contractTypes.${row.contractType}`)}</span>
                  <span>{t('agentDoor.home.rate', { rate: formatNumber(row.rate, tag) })}</span>
                  <span className={styles.muted}>{t(`agentDoor.periods.${row.period}`)}</span>
                  <span className={styles.muted}>{t('agentDoor.home.from', { upline: row.upline })}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('agentDoor.home.noContracts')}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.stat}>
      <dt className={pageKit.eyebrow}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={pageKit.note}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
