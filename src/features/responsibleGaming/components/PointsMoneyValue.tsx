import { useTranslation } from '@/lib/useTranslation';
import { pointsMoneyValue } from '@contracts/shared/jurisdictions';
import { useMoney } from '../../promotions';
import { useJurisdiction } from '../../system';
import styles from './rg.module.css';

/**
 * MGA (issue 35): the real-money value next to any points or virtual currency, at the member's
 * conversion rate (points for one unit of currency). Nothing where the regulator asks for none.
 */
export function PointsMoneyValue({ points, pointsPerUnit }: { points: number; pointsPerUnit: number | null | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const profile = useJurisdiction();
  if (!profile.points.showMoneyValue || !pointsPerUnit) return null;
  const value = pointsMoneyValue(points, pointsPerUnit);
  if (value === null) return null;
  return (
    <span className={styles.moneyValue} data-testid="points-money-value">
      {t('rgJurisdiction.pointsValue', { money: money(value) })}
    </span>
  );
}
