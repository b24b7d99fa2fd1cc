import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../lib/useTranslation';
import { BACK_OFFICE_PACES, PERSONAS, forceOrder, openOrdersOf, setScenario, type ForcedDecision, type OpenOrder } from '../../mocks';
import styles from './QaToolbar.module.css';
import { useScenario } from './useScenario';

/** How often the open-order list looks again while the panel is open (orders move on the back office's clock). */
const REFRESH_MS = 3_000;

/**
 * The simulated back office for QA: its pace (realistic, ten times faster,
 * or paused) and a forced decision on any open deposit or withdrawal of the
 * current persona. The app's live order pages pick the change up on their next poll.
 */
export function BackOfficePanel() {
  const { t } = useTranslation();
  const scenario = useScenario();
  const account = PERSONAS.find((item) => item.persona === scenario.persona)?.username ?? '';
  const [orders, setOrders] = useState<OpenOrder[]>([]);

  const refresh = useCallback(async () => {
    setOrders(account ? await openOrdersOf(account) : []);
  }, [account]);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => void refresh(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const decide = async (order: OpenOrder, decision: ForcedDecision) => {
    await forceOrder(account, order.kind, order.id, decision);
    await refresh();
  };

  return (
    <fieldset className={styles.group}>
      <legend>{t('devtools.backOffice.title')}</legend>
      <div className={styles.buttons}>
        {BACK_OFFICE_PACES.map((pace) => (
          <button key={pace} type="button" className={`${styles.chip} ${scenario.backOffice === pace ? styles.on : ''}`}
            aria-pressed={scenario.backOffice === pace} onClick={() => setScenario({ backOffice: pace })}>
            {t(`devtools.backOffice.paces.${pace}`)}
          </button>
        ))}
      </div>
      {orders.length === 0 ? <p className={styles.hint}>{t('devtools.backOffice.none')}</p> : (
        <ul className={styles.faultList}>
          {orders.map((order) => (
            <li key={`${order.kind}-${order.id}`}>
              <code>{order.orderNo}</code> {t(`devtools.backOffice.kinds.${order.kind}`)} {order.amount}{' '}
              {order.stage === 'PENDING' ? (
                <>
                  <button type="button" className={styles.link} onClick={() => void decide(order, 'approve')}>{t('devtools.backOffice.approve')}</button>{' '}
                  <button type="button" className={styles.link} onClick={() => void decide(order, 'reject')}>{t('devtools.backOffice.reject')}</button>
                </>
              ) : (
                <button type="button" className={styles.link} onClick={() => void decide(order, 'autoReceive')}>{t('devtools.backOffice.autoReceive')}</button>
              )}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
