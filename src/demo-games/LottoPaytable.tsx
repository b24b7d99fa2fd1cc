import { useTranslation } from 'react-i18next';
import { LOTTO_PICK_COUNT } from '../../contracts/games';
import { LOTTO_PAYS } from './rules';
import styles from './Lottery.module.css';

/** What each number of matches returns, best first: the same table the simulated backend pays. */
export function LottoPaytable({ matches }: { matches: number | null }) {
  const { t } = useTranslation();
  const rows = Object.entries(LOTTO_PAYS)
    .map(([count, multiplier]) => ({ count: Number(count), multiplier }))
    .sort((a, b) => b.count - a.count);
  return (
    <>
      <h2 className={styles.payTitle}>{t('demoGame.lottery.paytable')}</h2>
      <table className={styles.paytable}>
        <caption className="visually-hidden">{t('demoGame.lottery.paytableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('demoGame.lottery.matchesHeader')}</th>
            <th scope="col">{t('demoGame.lottery.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ count, multiplier }) => (
            <tr key={count} className={matches === count ? styles.payHit : undefined}>
              <th scope="row" className={styles.payRow}>
                <span className={styles.pips} aria-hidden="true">
                  {Array.from({ length: LOTTO_PICK_COUNT }, (_, i) => (
                    <span key={i} className={i < count ? styles.pipOn : styles.pip} />
                  ))}
                </span>
                {t('demoGame.lottery.matchesRow', { count, total: LOTTO_PICK_COUNT })}
              </th>
              <td className={styles.pays}>×{multiplier.toLocaleString('en')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.payNote}>{t('demoGame.lottery.payNote', { count: LOTTO_PICK_COUNT })}</p>
    </>
  );
}
