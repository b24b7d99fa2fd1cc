import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../lib/useTranslation';
import { isRecording, loadRecording, loadedRecordings, onRecordingsChange, unloadRecording, type Recording } from '../../mocks';
import styles from './QaToolbar.module.css';

function useRecordings(): readonly Recording[] {
  const [recordings, setRecordings] = useState(() => [...loadedRecordings()]);
  useEffect(() => onRecordingsChange(() => setRecordings([...loadedRecordings()])), []);
  return recordings;
}

/**
 * Recordings of a real backend (`npm run record`) replayed by the simulated backend: each loaded one
 * with where it came from and how many answers it holds; load one from a file, or unload it. The
 * request log marks the answers a recording gave.
 */
export function RecordingsPanel() {
  const { t } = useTranslation();
  const recordings = useRecordings();
  const [problem, setProblem] = useState('');

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const data: unknown = JSON.parse(await file.text());
      if (!isRecording(data)) throw new Error('not a recording');
      loadRecording(data);
      setProblem('');
    } catch {
      setProblem(t('devtools.recordings.notARecording', { file: file.name }));
    }
  };

  return (
    <fieldset className={styles.group}>
      <legend>{t('devtools.recordings.title')}</legend>
      {recordings.length === 0 ? (
        <p className={styles.hint}>{t('devtools.recordings.none')}</p>
      ) : (
        <ul className={styles.faultList}>
          {recordings.map((recording) => (
            <li key={recording.name}>
              <code>{recording.name}</code> {t('devtools.recordings.answers', { count: recording.answers.length, source: recording.source })}{' '}
              <button type="button" className={styles.link} onClick={() => unloadRecording(recording.name)} aria-label={t('devtools.recordings.unloadNamed', { name: recording.name })}>
                {t('devtools.recordings.unload')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={styles.hint}>
        {t('devtools.recordings.load')} <input type="file" accept="application/json,.json" onChange={(event) => void load(event)} />
      </label>
      <span role="status" className={styles.hint}>
        {problem}
      </span>
    </fieldset>
  );
}
