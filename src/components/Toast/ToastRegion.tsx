import { useEffect } from 'react';
import styles from './Toast.module.css';

export interface ToastItem {
  id: number;
  tone: 'info' | 'success' | 'warning' | 'error';
  text: string;
}

interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
  dismissLabel: string;
  /** How long a toast stays. */
  durationMs?: number;
}

function ToastView({ toast, onDismiss, dismissLabel, durationMs }: { toast: ToastItem; onDismiss: (id: number) => void; dismissLabel: string; durationMs: number }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss, durationMs]);
  return (
    <div className={`${styles.toast} ${styles[toast.tone]}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span>{toast.text}</span>
      <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

/** Announced notifications, stacked at the top right. */
export function ToastRegion({ toasts, onDismiss, dismissLabel, durationMs = 5000 }: ToastRegionProps) {
  return (
    <div className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel} durationMs={durationMs} />
      ))}
    </div>
  );
}
