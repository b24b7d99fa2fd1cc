import { useTranslation } from '@/lib/useTranslation';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components';
import { useLogout } from '../api';

/**
 * SPEC §4 logout: confirm, call logout, clear the session storage (keeping the
 * merchant code), and return home. A failed call still signs out locally.
 */
export function LogoutConfirmModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout({
    onSignedOut: () => {
      onClose();
      void navigate('/');
    },
  });
  return (
    <Dialog
      title={t('logout.title')}
      message={t('logout.message')}
      confirmLabel={logout.isPending ? t('common.loading') : t('logout.confirm')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      onCancel={onClose}
      onConfirm={() => logout.mutate({})}
    />
  );
}
