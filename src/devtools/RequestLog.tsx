import type { RequestLogEntry } from '@mocks';
import { useTranslation } from '../lib/useTranslation';
import styles from './QaToolbar.module.css';

/** The newest answers: route, status and code, time, validation problems; what a recording or chaos made is marked. */
export function RequestLog({ entries }: { entries: readonly RequestLogEntry[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.log} tabIndex={0} role="region" aria-label={t('devtools.requestLog')}>
      <table>
        <caption className="visually-hidden">{t('devtools.requestLog')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('devtools.route')}</th>
            <th scope="col">{t('devtools.httpStatus')}</th>
            <th scope="col">{t('devtools.time')}</th>
            <th scope="col">{t('devtools.problems')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.at}-${entry.key}-${entry.ms}`} className={entry.status >= 400 || entry.code !== '0' ? styles.bad : ''}>
              <td>
                <code>{entry.key}</code>
                {entry.recorded ? <> {t('devtools.recordings.recorded')}</> : null}
                {entry.chaos ? <> {t('devtools.chaos.made', { failure: entry.chaos })}</> : null}
              </td>
              <td>
                {entry.status} {entry.code !== '0' ? entry.code : ''}
              </td>
              <td>{entry.ms} ms</td>
              <td>{entry.problems.join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
