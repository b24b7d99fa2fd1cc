import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components';

export function RouteLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}
