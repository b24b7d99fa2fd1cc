import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { Badge, Modal, Spinner } from '../../../components';
import type { ModalProps } from '../../../lib/state/modals';
import { GAME_SANDBOX } from '../../../lib/gameFrame';
import { safeUrl } from '../../../lib/safeUrl';
import styles from './GamePopup.module.css';

/** What openModal('game', …) passes (lib/state/modals.ts): the launch URL (a launch CDN + the game page + the ticket), name and trial flag. */
export type GamePopupProps = ModalProps['game'] & { onClose: () => void };

/**
 * SPEC §2 game popup: the launched game in a large modal, with its name, a
 * close button and "open in new window" (which hands the same ticket to a
 * window and closes the popup, so the game never runs twice).
 */
export function GamePopup({ url: rawUrl, gameName, freeTrial, onClose }: GamePopupProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  // Checked again here: the popup can be opened by name from anywhere.
  const url = safeUrl(rawUrl);

  const openInWindow = () => {
    if (!url) return;
    const opened = window.open(url, '_blank');
    if (opened) onClose();
  };

  if (!url) {
    return (
      <Modal size="sm" onClose={onClose} closeLabel={t('gamePopup.close')} title={gameName}>
        <p role="alert">{t('errors.invalidUrl')}</p>
      </Modal>
    );
  }

  return (
    <Modal
      size="xl"
      onClose={onClose}
      closeLabel={t('gamePopup.close')}
      title={gameName}
    >
      <div className={styles.toolbar}>
        {freeTrial ? <Badge tone="info">{t('gamePopup.trialBadge')}</Badge> : <span />}
        <button type="button" className={styles.external} onClick={openInWindow}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
          {t('gamePopup.openInWindow')}
        </button>
      </div>
      <div className={styles.stage}>
        {loaded ? null : (
          <div className={styles.loading}>
            <Spinner label={t('gamePopup.loading', { name: gameName })} />
            <span aria-hidden="true">{t('gamePopup.loading', { name: gameName })}</span>
          </div>
        )}
        <iframe
          className={styles.frame}
          src={url}
          title={t('gamePopup.frameTitle', { name: gameName })}
          onLoad={() => setLoaded(true)}
          allow="autoplay; fullscreen"
          sandbox={GAME_SANDBOX}
          data-testid="game-frame"
        />
      </div>
    </Modal>
  );
}
