import { useNavigate } from 'react-router';
import { Dialog } from '../../components';
import { useCustomerServices } from '../../features/system';
import { memberPageHref } from '../../lib/centrePages';
import type { WireNoticeProps } from '../../lib/state/modals';
import { useTranslation } from '../../lib/useTranslation';
import type { ModalHostProps } from '../modals';

/**
 * The failures the request pipeline shows itself (WIRE.md §4.4, src/features/session/failures.ts):
 * the generic dialog with the server's message as sent, a vendor's maintenance window, a launch the
 * balance cannot cover, and a domain that is not available.
 */
export function WireNoticeModal({ kind, message, maintainTime, endTime, onClose }: WireNoticeProps & ModalHostProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { services, open } = useCustomerServices();
  const common = { closeLabel: t('common.close'), onCancel: onClose };

  if (kind === 'vendorMaintenance') {
    const window = maintainTime && endTime ? t('wireNotice.maintenanceWindow', { from: maintainTime, to: endTime }) : null;
    return (
      <Dialog
        {...common}
        tone="warning"
        title={t('wireNotice.maintenanceTitle')}
        message={
          <>
            {message ? <p>{message}</p> : null}
            {window ? <p data-testid="maintenance-window">{window}</p> : null}
          </>
        }
        confirmLabel={t('common.ok')}
        onConfirm={onClose}
      />
    );
  }
  if (kind === 'depositOffer') {
    return (
      <Dialog
        {...common}
        tone="warning"
        title={t('wireNotice.depositTitle')}
        message={message || t('wireNotice.depositMessage')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('wireNotice.deposit')}
        onConfirm={() => {
          onClose();
          // WIRE.md §4.4: from the in-app game page, go back one page first.
          const fromGame = window.location.pathname.endsWith('/seamless');
          void navigate(memberPageHref('depositv2'), { replace: fromGame });
        }}
      />
    );
  }
  if (kind === 'domainCheck') {
    const service = services.find((item) => item.url !== null) ?? services[0];
    return (
      <Dialog
        {...common}
        tone="warning"
        title={t('wireNotice.domainTitle')}
        message={message || t('wireNotice.domainMessage')}
        cancelLabel={service ? t('wireNotice.customerService') : undefined}
        onCancel={() => {
          if (service) open(service);
          onClose();
        }}
        confirmLabel={t('wireNotice.retry')}
        onConfirm={() => window.location.reload()}
      />
    );
  }
  return <Dialog {...common} tone="warning" title={t('wireNotice.dialogTitle')} message={message} confirmLabel={t('common.ok')} onConfirm={onClose} />;
}
