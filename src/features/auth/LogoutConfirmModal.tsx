import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components';
import { callRoute, contract } from '../../lib/api';
import { clearSession } from '../../lib/state/session';

/**
 * SPEC §4 logout: confirm, call logout, clear the session storage (keeping the
 * merchant code), and return home. A failed call still signs out locally.
 */
export function LogoutConfirmModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      title={t('logout.title')}
      message={t('logout.message')}
      confirmLabel={busy ? t('common.loading') : t('logout.confirm')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      onCancel={onClose}
      onConfirm={async () => {
        if (busy) return;
        setBusy(true);
        await callRoute(contract.session.logout).catch(() => undefined);
        clearSession();
        queryClient.clear();
        onClose();
        void navigate('/');
      }}
    />
  );
}
