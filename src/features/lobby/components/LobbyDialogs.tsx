import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../../components';
import { closeLobbyNotice, lobbyNotices } from '../notices';

/** The lobby's alert dialogs: the trial refusals of SPEC §2 (launch) and §4 (favourites). */
export function LobbyDialogs() {
  const { t } = useTranslation();
  const { notice } = useSnapshot(lobbyNotices);
  if (!notice) return null;
  const launch = notice === 'trialLaunch';
  return (
    <Dialog
      tone="warning"
      title={t(launch ? 'lobby.trial.launchTitle' : 'lobby.trial.favouriteTitle')}
      message={t(launch ? 'errors.trialAccount' : 'lobby.trial.needTrueAccount')}
      confirmLabel={t('lobby.trial.confirm')}
      closeLabel={t('common.close')}
      onConfirm={closeLobbyNotice}
    />
  );
}
