import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { Skeleton } from '@/components';
import { memberPageHref } from '@/lib/centrePages';
import { formatMoney } from '@/lib/format';
import { languageTag } from '@/lib/languages';
import { useCurrencySymbol } from '../../system';
import { useWithdrawInfo } from '../api';
import { TurnoverBar } from './TurnoverBar';
import styles from './cashier.module.css';

/** "Withdrawable now" and the turnover progress, for the member info drop-down. */
export function WithdrawableSummary({ onPick }: { onPick?: () => void }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const query = useWithdrawInfo();
  const tag = languageTag(i18n.language);
  if (query.isPending) return <Skeleton height={56} />;
  if (!query.data) return null;
  const info = query.data;
  return (
    <div className={styles.dropSummary} data-testid="withdrawable-now">
      <div className={styles.dropLine}>
        <span className={styles.muted}>{t('cashier.withdraw.withdrawableNow')}</span>
        <Link to={memberPageHref('withdraw')} onClick={onPick} className={styles.dropAmount}>
          {formatMoney(info.available, tag, symbol)}
        </Link>
      </div>
      <TurnoverBar turnover={info.turnover} symbol={symbol} languageTag={tag} compact />
    </div>
  );
}
