import { useTranslation } from '../../lib/useTranslation';
import { Dialog } from '../../components';
import type { DialogModalProps } from '../../lib/state/modals';
import type { ModalHostProps } from '../modals';

/** The one alert dialog of the modal system: texts arrive as i18n keys, one confirm button closes it. */
export function DialogModal({ tone = 'info', title, message, confirm = 'common.ok', onClose }: DialogModalProps & ModalHostProps) {
  const { t } = useTranslation();
  return <Dialog tone={tone} title={t(title)} message={t(message)} confirmLabel={t(confirm)} closeLabel={t('common.close')} onConfirm={onClose} />;
}
