import { useTranslation } from '@/lib/useTranslation';
import { ALERT_PATH, Button, LineIcon } from '@/components';
import type { ApiError } from '@/lib/api';
import { GatePage } from './GatePage';

/** A failed permission call: a clear, retryable error, never a blank page. */
export function StartupErrorPage({ error, onRetry, retrying }: { error: ApiError | null; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <GatePage
      testId="startup-error"
      icon={<LineIcon path={ALERT_PATH} size={40} />}
      title={t('gate.startupError.title')}
      actions={
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    >
      <p>{error?.messageKey ? t(error.messageKey, error.messageParams) : (error?.message ?? t('errors.unknown'))}</p>
    </GatePage>
  );
}
