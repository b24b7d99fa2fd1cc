import { FEATURE_FLAGS, setScenario, type FeatureFlag } from '@mocks';
import { useTranslation } from '../lib/useTranslation';
import styles from './QaToolbar.module.css';
import { useScenario } from './useScenario';

/** The feature flags; the start-up ones take effect after a reload. */
export function FlagsPanel({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  const scenario = useScenario();
  return (
    <fieldset className={`${styles.group} ${styles.flags}`}>
      <legend>{t('devtools.flags')}</legend>
      {(Object.keys(FEATURE_FLAGS) as FeatureFlag[]).map((flag) => (
        <label key={flag} className={styles.flag}>
          <input type="checkbox" checked={scenario.flags[flag]} onChange={(event) => setScenario({ flags: { [flag]: event.target.checked } })} />
          {flag}
        </label>
      ))}
      <button type="button" className={styles.link} onClick={reload}>
        {t('devtools.reloadToApply')}
      </button>
    </fieldset>
  );
}
