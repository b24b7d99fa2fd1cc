import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { Skeleton } from '../../components';
import { contract, useRouteQuery } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { languageTag } from '../../lib/languages';
import { publicState } from '../../lib/state/public';
import { session } from '../../lib/state/session';
import styles from './MemberInfo.module.css';

/** Member-centre pages (SPEC §2) are addressed as /member?page=<name>. */
const memberPage = (name: string) => `/member?page=${encodeURIComponent(name)}`;

function Balance() {
  const { t, i18n } = useTranslation();
  const { currencySymbol } = useSnapshot(publicState);
  const balance = useRouteQuery(contract.wallet.getBalance, undefined, { staleTime: 15_000 });
  if (balance.isPending) return <Skeleton width={90} height={18} />;
  return (
    <span className={styles.balance} aria-label={t('header.balance')}>
      {formatMoney(balance.data?.balance ?? 0, languageTag(i18n.language), currencySymbol)}
    </span>
  );
}

/** SPEC §2 Member info in the header, for a logged-in user. */
export function MemberInfo() {
  const { t } = useTranslation();
  const { userInfo, isAgent } = useSnapshot(session);
  if (!userInfo) return null;
  return (
    <>
      <div className={styles.member}>
        <span className={styles.nickname}>{userInfo.nickname}</span>
        <Balance />
      </div>
      <Link to={memberPage('depositv2')} className={styles.shortcut}>
        {t('header.deposit')}
      </Link>
      <Link to={memberPage('withdraw')} className={styles.shortcut}>
        {t('header.withdraw')}
      </Link>
      {isAgent ? (
        <Link to="/agent" className={styles.shortcut}>
          {t('header.agent')}
        </Link>
      ) : null}
    </>
  );
}
