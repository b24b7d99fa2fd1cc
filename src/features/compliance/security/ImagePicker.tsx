import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { ACCEPT } from '../rules/upload';
import styles from './ImagePicker.module.css';

export interface ChosenImage {
  name: string;
  dataUrl: string;
}

export interface ImagePickerProps {
  label: string;
  hint: string;
  image: ChosenImage | undefined;
  error: string | undefined;
  onPick: (file: File) => void;
}

/**
 * One ID image: a drop-zone-like label over a real file input (keyboard and
 * screen readers use the input), the preview once chosen, and the refusal
 * under it. A refused file never replaces the image already chosen.
 */
export function ImagePicker({ label, hint, image, error, onPick }: ImagePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <div className={styles.slot}>
      <input
        id={inputId}
        className={styles.input}
        type="file"
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        onChange={onChange}
      />
      <label htmlFor={inputId} className={`${styles.zone} ${error ? styles.invalid : ''} ${image ? styles.filled : ''}`}>
        {image ? (
          <img className={styles.preview} src={image.dataUrl} alt={t('kyc.upload.previewAlt', { label })} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <span className={styles.plus}>+</span>
          </span>
        )}
        <span className={styles.caption}>
          <span className={styles.title}>{label}</span>
          <span className={styles.action}>{image ? t('kyc.upload.replace') : t('kyc.upload.choose')}</span>
        </span>
      </label>
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={messageId} className={styles.hint}>
          {image ? image.name : hint}
        </p>
      )}
    </div>
  );
}
