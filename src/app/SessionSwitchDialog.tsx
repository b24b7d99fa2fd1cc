import { useTranslation } from '../lib/useTranslation';
import { Dialog } from '../components';

/** SPEC §4 `?token=` for another account than the one this tab holds: the user chooses. */
export default function SessionSwitchDialog({ account, onSwitch, onKeep }: { account: string; onSwitch: () => void; onKeep: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('sessionSwitch.title')}
      message={t('sessionSwitch.message', { account })}
      confirmLabel={t('sessionSwitch.confirm')}
      cancelLabel={t('sessionSwitch.keep')}
      closeLabel={t('common.close')}
      tone="warning"
      onConfirm={onSwitch}
      onCancel={onKeep}
    />
  );
}
