import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import type { GameType } from '@contracts/shared/constants';
import { typePath } from '@/lib/pages';
import { vendorGameTypesOptions } from '../api';
import { useLobbyCategories } from '../nav/useLobbyCategories';
import styles from './VendorGameTypes.module.css';

/** SPEC §7 vendor game type: the other game types the chosen vendor offers, each linking to its page filtered to the vendor. */
export function VendorGameTypes({ vassalage, current }: { vassalage: string; current: GameType }) {
  const { t } = useTranslation();
  const types = useQuery(vendorGameTypesOptions(vassalage));
  // G5 names no vendor label: the lanes' card gives it.
  const { categories } = useLobbyCategories();
  const card = categories.flatMap((category) => category.cards).find((item) => item.vassalage === vassalage);
  const others = (types.data ?? []).filter((type) => type !== current && typePath(type));
  if (others.length === 0) return null;
  return (
    <p className={styles.types} data-testid="vendor-game-types">
      <span>{t('content.vendorTypes', { vendor: card?.displayName ?? vassalage })}</span>
      {others.map((type) => (
        <Link key={type} className={styles.chip} to={`${typePath(type)}?vassalage=${encodeURIComponent(vassalage)}`}>
          {t(`nav.${type}`)}
        </Link>
      ))}
    </p>
  );
}
