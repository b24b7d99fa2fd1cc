import { useEffect } from 'react';
import { useTokenOwner } from '../features/session';
import { useTranslation } from '../lib/useTranslation';
import { Dialog } from '../components';

/**
 * SPEC §4 `?token=` in a tab with no session: a link that would sign the visitor in as someone asks
 * first, naming whom ("Continue as <nickname>?"), so a link with another person's token cannot log
 * anyone in unawares (session fixation, issue 31). A token that is no one's is dropped quietly.
 */
export default function SessionContinueDialog({ token, onContinue, onDecline }: { token: string; onContinue: () => void; onDecline: () => void }) {
  const { t } = useTranslation();
  const owner = useTokenOwner(token);
  useEffect(() => {
    if (owner.isError) onDecline();
  }, [owner.isError, onDecline]);
  if (!owner.data) return null;
  return (
    <Dialog
      title={t('sessionSwitch.continueTitle', { name: owner.data })}
      message={t('sessionSwitch.continueMessage', { name: owner.data })}
      confirmLabel={t('sessionSwitch.continue')}
      cancelLabel={t('sessionSwitch.stayGuest')}
      closeLabel={t('common.close')}
      tone="warning"
      onConfirm={onContinue}
      onCancel={onDecline}
    />
  );
}
