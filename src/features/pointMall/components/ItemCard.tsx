import { useTranslation } from '@/lib/useTranslation';
import type { MallItem } from '@contracts/points';
import { Button, Icon } from '@/components';
import { formatMoney, formatNumber } from '@/lib/format';
import { isSoldOut, pointsShortfall } from '../rules/points';
import { PointsMoneyValue } from '../../responsibleGaming';
import { usePointsSummary } from '../api';
import styles from './Catalogue.module.css';

interface ItemCardProps {
  item: MallItem;
  languageTag: string;
  currencySymbol: string;
  /** The member's points; null for a guest or a trial account. */
  points: number | null;
  onRedeem: (item: MallItem) => void;
}

/** One mall item: picture, type, what it takes (points and any cash part), stock, and its redeem button. */
export function ItemCard({ item, languageTag, currencySymbol, points, onRedeem }: ItemCardProps) {
  const { t } = useTranslation();
  const soldOut = isSoldOut(item);
  const summary = usePointsSummary().data;
  const missing = points === null ? 0 : pointsShortfall(item.requiredPoints, 1, points);
  const progress = points === null ? 0 : Math.min(1, points / item.requiredPoints);
  const titleId = `mall-item-${item.id}`;
  return (
    <article className={`${styles.card} ${soldOut ? styles.soldOut : ''}`} aria-labelledby={titleId} data-testid="mall-item">
      <div className={styles.picture}>
        <img src={item.imageUrl} alt="" loading="lazy" width={240} height={240} />
        {item.type ? <span className={styles.type}>{t(`mallPoints.types.${item.type}`)}</span> : null}
        {soldOut ? <span className={styles.ribbon}>{t('mallPoints.card.soldOut')}</span> : null}
      </div>
      <div className={styles.content}>
        <h3 id={titleId} className={styles.name}>
          {item.name}
        </h3>
        <p className={styles.description}>{item.description}</p>
        <p className={styles.price}>
          <span className={styles.pointsPrice}>{t('mallPoints.card.points', { count: item.requiredPoints, points: formatNumber(item.requiredPoints, languageTag) })}</span>
          {/* MGA (issue 35): the real-money value beside the points. */}
          <PointsMoneyValue points={item.requiredPoints} pointsPerUnit={summary?.pointsPerUnit} />
          {item.requiredAmount > 0 ? (
            <span className={styles.cashPart}>{t('mallPoints.card.plusCash', { amount: formatMoney(item.requiredAmount, languageTag, currencySymbol) })}</span>
          ) : null}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('mallPoints.card.stock')}</dt>
            <dd>{item.stock === null ? '—' : formatNumber(item.stock, languageTag)}</dd>
          </div>
          <div>
            <dt>{t('mallPoints.card.limit')}</dt>
            <dd>{item.perMemberLimit === null ? '—' : formatNumber(item.perMemberLimit, languageTag)}</dd>
          </div>
        </dl>
        {points !== null && !soldOut ? (
          <div className={styles.afford}>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${Math.round(progress * 100)}%` }} />
            </span>
            <span className={missing ? styles.short : styles.ready}>
              {missing ? t('mallPoints.card.missing', { count: missing, points: formatNumber(missing, languageTag) }) : t('mallPoints.card.ready')}
            </span>
          </div>
        ) : null}
        <Button
          block
          variant={soldOut ? 'secondary' : 'primary'}
          disabled={soldOut}
          icon={<Icon name="gift" size={16} />}
          onClick={() => onRedeem(item)}
          aria-describedby={titleId}
        >
          {soldOut ? t('mallPoints.card.soldOut') : t('mallPoints.card.redeem')}
        </Button>
      </div>
    </article>
  );
}
