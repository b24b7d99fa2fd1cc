import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useSnapshot } from 'valtio';
import { SpinnerChip } from '../../components';
import { ui } from '../../lib/state/ui';
import styles from './LoadingOverlay.module.css';

/** The overlay waits this long before showing, so a fast call never flashes it. */
export const LOADER_DELAY_MS = 250;

/** SPEC §2/§4 loading overlay: covers the page (and any modal) while a call is under way. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className={styles.overlay} role="status" aria-busy="true" aria-live="polite" data-testid="loading-overlay">
      <SpinnerChip />
      <span className={styles.text}>{t('common.loading')}</span>
    </div>
  );
}

/** Shows the overlay while ui.loaderVisible is set (setLoader). */
export function LoaderHost() {
  const { loaderVisible } = useSnapshot(ui);
  return loaderVisible ? <LoadingOverlay /> : null;
}
