import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components';
import styles from './cashier.module.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A copy button that says for a moment (and to screen readers) that it copied. */
export function CopyButton({ text, label, wide = false }: { text: string; label: string; wide?: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    setState((await copyText(text)) ? 'copied' : 'failed');
    window.setTimeout(() => setState('idle'), 1800);
  };
  return (
    <button type="button" className={wide ? styles.copyAll : styles.copy} onClick={() => void copy()} aria-label={wide ? undefined : label}>
      <Icon name="copy" size={15} />
      {wide ? <span>{label}</span> : null}
      <span className={state === 'idle' ? 'visually-hidden' : styles.copyState} role="status">
        {state === 'copied' ? t('cashier.copied') : state === 'failed' ? t('cashier.copyFailed') : ''}
      </span>
    </button>
  );
}

/** One pay-to detail: its label, the value in a mono face, and a copy button. */
export function CopyValue({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.copyRow}>
      <dt className={styles.copyLabel}>{label}</dt>
      <dd className={`${styles.copyValue} ${emphasis ? styles.copyValueStrong : ''}`}>
        <span>{value}</span>
        <CopyButton text={value} label={t('cashier.copyThis', { what: label })} />
      </dd>
    </div>
  );
}
