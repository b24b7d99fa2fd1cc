import { useTranslation } from '@/lib/useTranslation';
import type { DrawRow } from '../api';
import styles from './PrizeTable.module.css';

/** Every prize of one draw: DB (special) and G1..G8 for Vietnam, 1ST..CONSOLATION for South-East Asia. */
export function PrizeTable({ numero, prizes }: { numero: string; prizes: NonNullable<DrawRow['prizes']> }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('lottery.result.prizesOf', { numero })}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('lottery.result.prize')}</th>
          <th scope="col">{t('lottery.result.numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.prize} className={prize.prize === 'DB' || prize.prize === '1ST' ? styles.top : undefined}>
            <th scope="row">{t(`lottery.prizes.${prize.prize}`, { defaultValue: prize.prize })}</th>
            <td>
              <span className={styles.numbers}>
                {prize.numbers.map((number, index) => (
                  <span key={index} className={styles.number}>
                    {number}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
