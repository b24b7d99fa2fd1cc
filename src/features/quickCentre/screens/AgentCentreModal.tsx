import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { Modal, Skeleton } from '@/components';
import { agentPageHref } from '@/lib/centrePages';
import { formatMoney, formatNumber } from '@/lib/format';
import { useCurrencySymbol } from '../../system';
import { usePendingOffers, useTeamToday } from '../api';
import styles from './QuickCentre.module.css';

/** SPEC §2 agent-centre modal: the team's KPIs today and the contract offers waiting, with the full back office. */
export function AgentCentreModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const team = useTeamToday();
  const offers = usePendingOffers();
  const symbol = useCurrencySymbol();
  const money = (value: number) => formatMoney(value, i18n.language, symbol);
  const pending = offers.data?.received.filter((offer) => offer.status === 'OFFERED') ?? [];
  const kpis = team.data
    ? [
        { key: 'teamSize', value: formatNumber(team.data.teamSize, i18n.language) },
        { key: 'newMembers', value: formatNumber(team.data.newMembers, i18n.language) },
        { key: 'activeMembers', value: formatNumber(team.data.activeMembers, i18n.language) },
        { key: 'deposits', value: money(team.data.depositAmount) },
        { key: 'validBet', value: money(team.data.validBet) },
        { key: 'income', value: money(team.data.income) },
      ]
    : null;
  return (
    <Modal
      title={t('modals.agentCenter')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="md"
      footer={
        <Link className={styles.full} to={agentPageHref('agentTeamOverview')} onClick={onClose}>
          {t('content.quick.fullAgent')}
        </Link>
      }
    >
      <div className={styles.body} data-testid="agent-centre-modal">
        <h3 className={styles.subheading}>{t('content.quick.today')}</h3>
        {team.isError ? <p role="alert">{t('content.quick.failed')}</p> : null}
        {kpis ? (
          <dl className={styles.kpis}>
            {kpis.map((kpi) => (
              <div key={kpi.key} className={styles.kpi}>
                <dt>{t(`content.quick.kpi.${kpi.key}`)}</dt>
                <dd>{kpi.value}</dd>
              </div>
            ))}
          </dl>
        ) : team.isError ? null : (
          <Skeleton height={140} radius={12} />
        )}
        <h3 className={styles.subheading}>{t('content.quick.offers', { count: pending.length })}</h3>
        {offers.data ? (
          pending.length === 0 ? (
            <p className={styles.label}>{t('content.quick.noOffers')}</p>
          ) : (
            <ul className={styles.stats}>
              {pending.map((offer) => (
                <li key={offer.id}>
                  <Link className={styles.stat} to={agentPageHref('agentTeamOverview')} onClick={onClose}>
                    <span>{t(`content.quick.contractTypes.${offer.contractType}`)}</span>
                    <span className={styles.label}>{t('content.quick.from', { upline: offer.upline })}</span>
                    <strong>{offer.rate}%</strong>
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : (
          <Skeleton height={60} radius={12} />
        )}
      </div>
    </Modal>
  );
}
