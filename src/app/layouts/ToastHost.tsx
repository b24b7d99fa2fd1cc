import { useCallback } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useSnapshot } from 'valtio';
import { ToastRegion } from '../../components';
import { dismissToast, ui } from '../../lib/state/ui';

export function ToastHost() {
  const { t } = useTranslation();
  const { toasts } = useSnapshot(ui);
  const onDismiss = useCallback((id: number) => dismissToast(id), []);
  return (
    <ToastRegion
      toasts={toasts.map((toast) => ({ id: toast.id, tone: toast.tone, text: toast.translate ? t(toast.message, toast.params) : toast.message }))}
      onDismiss={onDismiss}
      dismissLabel={t('common.close')}
    />
  );
}
