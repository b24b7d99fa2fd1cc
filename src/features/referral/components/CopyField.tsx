import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Icon, pageKit } from '@/components';
import styles from './Referral.module.css';

interface CopyFieldProps {
  label: string;
  value: string;
  /** What the copy button names, e.g. "Copy link". */
  copyLabel: string;
  large?: boolean;
}

/**
 * A value to share with its copy button. The value sits in a read-only field,
 * so it can still be selected by hand where the clipboard is refused.
 */
export function CopyField({ label, value, copyLabel, large = false }: CopyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      input.current?.select();
      setState('failed');
    }
  };
  return (
    <div className={pageKit.stack1}>
      <label htmlFor={id} className={styles.copyLabel}>
        {label}
      </label>
      <div className={styles.copyControl}>
        <input ref={input} id={id} className={`${styles.copyInput} ${large ? styles.large : ''}`} value={value} readOnly onFocus={(event) => event.target.select()} />
        <Button onClick={() => void copy()} icon={<Icon name="copy" size={16} />}>
          {copyLabel}
        </Button>
      </div>
      <p className={state === 'failed' ? styles.copyFailed : styles.copied} role="status">
        {state === 'copied' ? t('mallReferral.copied') : state === 'failed' ? t('mallReferral.copyFailed') : ''}
      </p>
    </div>
  );
}
