import { useTranslation } from '../../lib/useTranslation';
import { Spinner } from '../../components';

export function RouteLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}
