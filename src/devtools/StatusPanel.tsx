import { JURISDICTIONS } from '@contracts/shared/jurisdictions';
import { LATENCIES, SYSTEM_STATUSES, setScenario } from '@mocks';
import { useTranslation } from '../lib/useTranslation';
import { ChipGroup } from './ChipGroup';
import styles from './QaToolbar.module.css';
import { useScenario } from './useScenario';

/** The system status (reloads), the latency of every answer, and the jurisdiction profile (reloads: the status names it). */
export function StatusPanel({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  const scenario = useScenario();
  return (
    <fieldset className={styles.group}>
      <legend>{t('devtools.status')}</legend>
      <ChipGroup
        values={SYSTEM_STATUSES}
        current={scenario.status}
        label={(status) => t(`devtools.statuses.${status}`)}
        onPick={(status) => {
          setScenario({ status });
          reload();
        }}
      />
      <legend className={styles.sub}>{t('devtools.latency')}</legend>
      <ChipGroup values={LATENCIES} current={scenario.latency} label={(latency) => t(`devtools.latencies.${latency}`)} onPick={(latency) => setScenario({ latency })} />
      <legend className={styles.sub}>{t('devtools.jurisdiction')}</legend>
      <ChipGroup
        values={JURISDICTIONS}
        current={scenario.jurisdiction}
        label={(jurisdiction) => t(`devtools.jurisdictions.${jurisdiction}`)}
        onPick={(jurisdiction) => {
          // The app reads the profile from the start-up status: a reload asks for it again.
          setScenario({ jurisdiction });
          reload();
        }}
      />
    </fieldset>
  );
}
