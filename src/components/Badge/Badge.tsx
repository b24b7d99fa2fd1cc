import type { ReactNode } from 'react';
import styles from './Badge.module.css';

interface BadgeProps {
  children: ReactNode;
  tone?: 'gold' | 'hot' | 'info' | 'muted' | 'success';
  /** A count bubble (unread messages, promos); hidden at 0. */
  count?: boolean;
  label?: string;
}

export function Badge({ children, tone = 'gold', count, label }: BadgeProps) {
  if (count && (children === 0 || children === '0')) return null;
  return (
    <span className={`${styles.badge} ${styles[tone]} ${count ? styles.count : ''}`} aria-label={label}>
      {children}
    </span>
  );
}
