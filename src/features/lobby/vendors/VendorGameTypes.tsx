import { useTranslation } from '../../../lib/useTranslation';
import { Link } from 'react-router';
import type { GameType } from '../../../../contracts/shared/constants';
import { contract, useRouteQuery } from '../../../lib/api';
import { typePath } from '../../../lib/pages';
import styles from './VendorGameTypes.module.css';

/** SPEC §7 vendor game type: the other game types the chosen vendor offers, each linking to its page filtered to the vendor. */
export function VendorGameTypes({ vassalage, current }: { vassalage: string; current: GameType }) {
  const { t, i18n } = useTranslation();
  const types = useRouteQuery(contract.games.vendorGameTypes, { query: { vassalage, language: i18n.language } }, { staleTime: 10 * 60_000 });
  const entry = types.data?.list.find((item) => item.vassalage === vassalage);
  const others = (entry?.gameTypes ?? []).filter((type) => type !== current && typePath(type));
  if (!entry || others.length === 0) return null;
  return (
    <p className={styles.types} data-testid="vendor-game-types">
      <span>{t('content.vendorTypes', { vendor: entry.displayName })}</span>
      {others.map((type) => (
        <Link key={type} className={styles.chip} to={`${typePath(type)}?vassalage=${encodeURIComponent(vassalage)}`}>
          {t(`nav.${type}`)}
        </Link>
      ))}
    </p>
  );
}
